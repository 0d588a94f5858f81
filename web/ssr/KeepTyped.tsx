import { useEffect } from "react";
import { keepTypedBeforeHydration } from "../lib/typed-before-hydration";
import { useHydrated } from "./route-data";

/** Where React takes a drawn part of the page over, hands what the visitor typed into it
 *  before then to its fields (lib/typed-before-hydration.ts). Renders nothing. */
export function KeepTyped() {
  const hydrating = !useHydrated();
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, in the render that took the part over
  useEffect(() => {
    if (hydrating) keepTypedBeforeHydration();
  }, []);
  return null;
}
