// Runs in the Worker (worker/routes/pages.ts), never in the browser: /products' first screen as
// HTML, drawn by the page's own component from the page the API answers, so a phone paints the
// cards before a byte of the app's script has arrived (docs/decisions/044). The app's first
// render draws the same page from the island the Worker sends along (useFirstCataloguePage)
// and replaces this markup with its own, unseen.
import { renderToStaticMarkup } from "react-dom/server";
import { StaticRouter } from "react-router-dom";
import type { renderProductsFirstScreen as Declared } from "../../worker/ssr/products.js";
import { FirstCataloguePage } from "../hooks/useFirstCataloguePage";
import ProductsPage from "../pages/ProductsPage";

/** See worker/ssr/products.d.ts, the declaration the Worker is typed by. */
export const renderProductsFirstScreen: typeof Declared = (location, query, page) =>
  renderToStaticMarkup(
    <StaticRouter location={location}>
      <FirstCataloguePage.Provider value={(asked) => (asked === query ? page : null)}>
        <ProductsPage />
      </FirstCataloguePage.Provider>
    </StaticRouter>,
  );
