// Build step (vite.config.ts): React DOM's production build makes five Errors when its module is
// evaluated, sentinels it later throws to suspend or to abandon a hydration, compared by
// identity and never shown. While DevTools is attached (Lighthouse, PageSpeed Insights, a
// developer's profiler), V8 captures a detailed stack for every new Error and, to give it line
// numbers, re-parses every function on the stack: here the whole entry chunk, 100-150 ms of a
// 190 ms evaluation on this machine before Lighthouse's 4x slowdown. Made without calling the
// constructor, a sentinel is still an Error with React's message and has no stack to capture.
// A visitor's browser, with no DevTools, saves only the five cheap captures (docs/decisions/058).

/** React's error codes of the sentinels (react-dom-client.production.js). */
export const REACT_SENTINELS = [460, 461, 474, 519, 542] as const;

const SENTINEL = /\bError\(formatProdErrorMessage\((\d+)\)\)/g;

/** React DOM's client module with its sentinels made quietly; throws if a React update moved
 *  one, so the build says so instead of silently losing the saving. */
export function quietReactSentinels(code: string): string {
  const found = new Set<number>();
  const quiet = code.replace(SENTINEL, (call, errorCode: string) => {
    const sentinel = Number(errorCode);
    if (!REACT_SENTINELS.some((known) => known === sentinel)) return call;
    found.add(sentinel);
    return `Object.create(Error.prototype, { message: { value: formatProdErrorMessage(${sentinel}), writable: true, configurable: true } })`;
  });
  const missing = REACT_SENTINELS.filter((sentinel) => !found.has(sentinel));
  if (missing.length > 0) {
    throw new Error(
      `quietReactSentinels: React DOM no longer makes sentinel errors ${missing.join(", ")} this way`,
    );
  }
  return quiet;
}
