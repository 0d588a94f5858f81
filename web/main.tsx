// Browser entry: the base stylesheet (once) and the app, hydrated over the page the Worker
// drew (docs/decisions/054). The page's language and its page code come first, so the first
// render is the drawn page itself and React takes its markup over in place.
import "./styles/global.css";
import { StrictMode, startTransition } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { LOCALE_INFO, localeOfPath } from "../shared/i18n/locales";
import { App, browserRoutes, loadLandingPage } from "./App";
import { setLaterTexts } from "./i18n/later";
import { loadLanguage, loadLaterTexts } from "./i18n/load";
import { showDisplayFont } from "./lib/display-font";
import { loadLocaleData } from "./lib/locale-data";
import { readRouteData } from "./ssr/route-data";

const root = document.getElementById("root");
const { pathname } = window.location;
const routeData = readRouteData();
setLaterTexts(loadLaterTexts);
showDisplayFont();
// the engine's locale data, in short tasks while the page's modules come: no task of
// hydration then loads it
loadLocaleData(LOCALE_INFO[localeOfPath(pathname)].intl);

void Promise.all([loadLanguage(pathname, routeData?.marks), loadLandingPage(pathname)]).then(([, loaded]) => {
  if (!root) return;
  const app = (
    <StrictMode>
      <App pages={browserRoutes(loaded)} routeData={routeData} />
    </StrictMode>
  );
  // a transition, so React takes the drawn page over in slices between which the browser
  // answers the visitor, not in one long task; an HTML the Worker could not draw into still
  // gets the app
  startTransition(() => {
    if (root.firstElementChild) hydrateRoot(root, app);
    else createRoot(root).render(app);
  });
});
