// Runs in the Worker (worker/routes/pages.ts), never in the browser: /products' first screen as
// HTML, drawn by the page's own component from the page the API answers, so a phone paints the
// cards before a byte of the app's script has arrived (docs/decisions/044). The app's first
// render draws the same page from the island the Worker sends along (useFirstCataloguePage)
// and replaces this markup with its own, unseen.
import { renderToStaticMarkup } from "react-dom/server";
import { StaticRouter } from "react-router-dom";
import { CATALOGUES } from "../../shared/i18n/catalogues";
import { khmerWordBreaks } from "../../shared/i18n/khmer-words";
import { DEFAULT_LOCALE, localeBase } from "../../shared/i18n/locales";
import type { renderProductsFirstScreen as Declared } from "../../worker/ssr/products.js";
import { FirstCataloguePage } from "../hooks/useFirstCataloguePage";
import { setLanguage } from "../i18n";
import ProductsPage from "../pages/ProductsPage";

/** See worker/ssr/products.d.ts, the declaration the Worker is typed by. The language is set
 *  for this one synchronous render and put back: requests share the isolate. */
export const renderProductsFirstScreen: typeof Declared = (location, query, page, locale, texts) => {
  setLanguage(locale, texts ?? CATALOGUES[locale], locale === "km" ? khmerWordBreaks : undefined);
  try {
    return renderToStaticMarkup(
      <StaticRouter location={location} basename={localeBase(locale) || undefined}>
        <FirstCataloguePage.Provider value={(asked) => (asked === query ? page : null)}>
          <ProductsPage />
        </FirstCataloguePage.Provider>
      </StaticRouter>,
    );
  } finally {
    setLanguage(DEFAULT_LOCALE);
  }
};
