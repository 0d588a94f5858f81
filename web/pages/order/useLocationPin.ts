// "Use my location": asks the browser for the device's position once and
// keeps it as the order's pin when it lies inside Siem Reap province; otherwise it says
// why in words (refused, not found, not supported, outside the area we deliver to).
import { useCallback, useState } from "react";
import { isInSiemReap } from "../../../shared/delivery";
import type { Pin } from "./draft";
import { ORDER_TEXT } from "./texts";

export type PinStatus = "idle" | "locating" | "set" | "refused" | "failed";

export function useLocationPin(onPin: (pin: Pin | null) => void) {
  const [status, setStatus] = useState<PinStatus>("idle");
  const [message, setMessage] = useState<string | null>(null);

  const fail = useCallback((text: string, status: PinStatus = "failed") => {
    setStatus(status);
    setMessage(text);
  }, []);

  const locate = useCallback(() => {
    if (!("geolocation" in navigator) || !navigator.geolocation) {
      fail(ORDER_TEXT.locationUnsupported);
      return;
    }
    setStatus("locating");
    setMessage(null);
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => {
        const pin = {
          lat: Math.round(coords.latitude * 1e6) / 1e6,
          lng: Math.round(coords.longitude * 1e6) / 1e6,
        };
        if (!isInSiemReap(pin)) {
          onPin(null);
          fail(ORDER_TEXT.locationOutside);
          return;
        }
        onPin(pin);
        setStatus("set");
        setMessage(ORDER_TEXT.locationSet);
      },
      (error) =>
        error.code === 1 // PERMISSION_DENIED
          ? fail(ORDER_TEXT.locationDenied, "refused")
          : fail(ORDER_TEXT.locationUnavailable),
      { enableHighAccuracy: true, timeout: 15_000, maximumAge: 0 },
    );
  }, [fail, onPin]);

  const clear = useCallback(() => {
    onPin(null);
    setStatus("idle");
    setMessage(null);
  }, [onPin]);

  return { status, message, locate, clear };
}
