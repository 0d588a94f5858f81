// Printing from the board: "Print ticket" prints that order's ticket alone, "Print all tickets"
// (and the browser's own Print) every ticket of the day. The choice is rendered before the
// print dialog opens (flushSync) and dropped once the browser says printing is over.
import { useCallback, useState } from "react";
import { flushSync } from "react-dom";

/** Answers the order printed alone (null: all of them) and `print(id | null)`. */
export function usePrintTickets() {
  const [only, setOnly] = useState<number | null>(null);
  const print = useCallback((id: number | null) => {
    flushSync(() => setOnly(id));
    window.addEventListener("afterprint", () => setOnly(null), { once: true });
    window.print();
  }, []);
  return [only, print] as const;
}
