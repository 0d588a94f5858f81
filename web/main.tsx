// Browser entry: the base stylesheet (once) and the app. Where the Worker drew the page's
// first screen into the HTML (its data island is there), the page's code is loaded first, so
// React's first commit draws that same screen instead of a skeleton over it.
import "./styles/global.css";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { FIRST_PAGE_ISLAND_ID } from "../shared/catalogue-query";
import { App, type LoadedPages, loadLandingPage, routesOf } from "./App";
import { loadLanguage } from "./i18n/load";

const root = document.getElementById("root");
const render = (loaded?: LoadedPages) =>
  root &&
  createRoot(root).render(
    <StrictMode>
      <App pages={loaded && routesOf(loaded)} />
    </StrictMode>,
  );

// the page's language first (a Khmer or Chinese address fetches its catalogue), so the
// first render is already in it
const { pathname } = window.location;
void loadLanguage(pathname).then(() =>
  document.getElementById(FIRST_PAGE_ISLAND_ID) ? loadLandingPage(pathname).then(render) : render(),
);
