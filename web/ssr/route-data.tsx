// A drawn page's data (docs/decisions/054, 068): the Worker reads it, draws the page with it
// and sends it along in the HTML; the browser's first render reads it back (useRouteData) and
// so draws the very markup it hydrates. Later visits to a route ask the API in the browser.
import { createContext, useContext, useDeferredValue, useEffect, useSyncExternalStore } from "react";
import { useLocation } from "react-router-dom";

/** The id of the <script type="application/json"> that carries a drawn page's data. */
export const ROUTE_DATA_ID = "route-data";

/** A drawn page's data, for the address it was drawn at. */
export interface RouteData {
  /** the path and query the page was drawn for, the language's prefix left out */
  location: string;
  data: unknown;
  /** Khmer: each text the Worker marked for line breaks and how it marked it, so the browser
   *  writes the same (its dictionary may cut a word elsewhere) */
  marks?: Record<string, string>;
}

const RouteDataContext = createContext<RouteData | null>(null);
export const RouteDataProvider = RouteDataContext.Provider;

/** The data the HTML came with, if the Worker drew this page. */
export function readRouteData(): RouteData | null {
  const text = document.getElementById(ROUTE_DATA_ID)?.textContent;
  if (!text) return null;
  try {
    return JSON.parse(text) as RouteData;
  } catch {
    return null;
  }
}

const handedOver = new WeakSet<RouteData>();

/** The page's drawn data while the visitor is still at the address it was drawn for and the
 *  page has not shown it before: a later visit to that address loads afresh. */
export function useRouteData<T>(): T | undefined {
  const drawn = useContext(RouteDataContext);
  const { pathname, search } = useLocation();
  const fits = drawn !== null && !handedOver.has(drawn) && drawn.location === pathname + search;
  useEffect(() => {
    if (fits) handedOver.add(drawn);
  }, [fits, drawn]);
  return fits ? (drawn.data as T) : undefined;
}

const subscribeToNothing = () => () => {};

/** False while the page is drawn on the Worker and while the browser takes that drawing over,
 *  true from then on: what only the browser knows (the signed-in user, a dismissed banner)
 *  shows only after hydration, so the taken-over markup is the drawn one. The change to true
 *  is deferred: the store's own re-render is synchronous, and every heart and the header
 *  drawn anew in one task after hydration was the page's longest task; deferred, React draws
 *  them in slices the visitor can interrupt. A part mounted after hydration sees true at once. */
export const useHydrated = () =>
  useDeferredValue(
    useSyncExternalStore(
      subscribeToNothing,
      () => true,
      () => false,
    ),
  );
