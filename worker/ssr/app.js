// The web app's page renderer (TSX and browser code), which the page route runs. This file is
// the seam between the two TypeScript projects: the worker project sees only app.d.ts beside
// it, so the DOM's types never meet the Workers globals, while the bundler (wrangler, vitest)
// follows this re-export to the renderer itself.
export { drawPage } from "../../web/ssr/render.tsx";
