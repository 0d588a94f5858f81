// The web app's renderer of /products' first screen (TSX and browser code), which the page
// route runs. This file is the seam between the two TypeScript projects: the worker project
// sees only products.d.ts beside it, so the DOM's types never meet the Workers globals, while
// the bundler (wrangler, vitest) follows this re-export to the component itself.
export { renderProductsFirstScreen } from "../../web/ssr/products-first-screen.tsx";
