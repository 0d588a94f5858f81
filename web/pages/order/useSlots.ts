// The delivery slots of the chosen date and area, fetched again whenever either changes
// (and on `reload`, e.g. after the server said a slot was just taken). A stale answer for
// an earlier date never lands over the current one; no date chosen yet asks nothing ("idle").
import { useCallback, useEffect, useState } from "react";
import type { SlotsAnswer } from "../../../shared/delivery";
import { floristApi } from "../../api/florist";

export type SlotsLoad =
  | { state: "idle" }
  | { state: "loading" }
  | { state: "failed" }
  | { state: "ready"; answer: SlotsAnswer; area: string };

export function useSlots(date: string, area: string) {
  const [load, setLoad] = useState<SlotsLoad>({ state: date ? "loading" : "idle" });
  const [attempt, setAttempt] = useState(0);
  const reload = useCallback(() => setAttempt((n) => n + 1), []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` asks again on reload
  useEffect(() => {
    if (!date) {
      setLoad({ state: "idle" });
      return;
    }
    let live = true;
    // A reload of the same date keeps showing its slots until the fresh answer arrives.
    setLoad((current) =>
      current.state === "ready" && current.answer.date === date && current.area === area
        ? current
        : { state: "loading" },
    );
    floristApi
      .slots(date, area)
      .then((answer) => live && setLoad({ state: "ready", answer, area }))
      .catch(() => live && setLoad({ state: "failed" }));
    return () => {
      live = false;
    };
  }, [date, area, attempt]);

  return { load, reload };
}
