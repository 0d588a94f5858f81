// Browser entry: the base stylesheet (once) and the app.
import "./styles/global.css";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { App } from "./App";
import { preloadProducts } from "./hooks/useProducts";

// the catalogue's data need not wait for the code of the part that shows it
if (window.location.pathname === "/" || window.location.pathname === "/products") preloadProducts();

const root = document.getElementById("root");
if (root) {
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}
