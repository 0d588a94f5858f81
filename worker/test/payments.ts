// Test tools for paying: KHQR set up or not, and an independent CRC-16 of a KHQR payload.
import { DEFAULT_KHQR } from "../../shared/settings";
import { setSettings } from "./florist";

export const BAKONG_ACCOUNT = "siemreapflowers@aclb";

/** Sets the owner's KHQR details: an account id turns KHQR on, "" turns it off. */
export const setKhqr = (bakong_account_id: string) =>
  setSettings({ khqr: { ...DEFAULT_KHQR, bakong_account_id } });

/** CRC-16/CCITT-FALSE (poly 0x1021, init 0xFFFF) as EMVCo computes a QR payload's tag 63. */
export function crc16(text: string): string {
  let crc = 0xffff;
  for (const byte of new TextEncoder().encode(text)) {
    crc ^= byte << 8;
    for (let bit = 0; bit < 8; bit++)
      crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
  }
  return crc.toString(16).toUpperCase().padStart(4, "0");
}
