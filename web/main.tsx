// Browser entry: the base stylesheet (once) and the app.
import "./styles/global.css";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { matchRoute } from "../shared/routes";
import { App } from "./App";
import { preloadCatalogue } from "./api/catalogue";

// the catalogue's data need not wait for the code of the part that shows it
const route = matchRoute(window.location.pathname)?.route;
if (route && "loadsCatalogue" in route) preloadCatalogue(route.loadsCatalogue, window.location.search);

const root = document.getElementById("root");
if (root) {
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}
