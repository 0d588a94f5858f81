// Build time only (vite.config.ts renders this into index.html's #root): the frame every
// public page starts with, exactly as React's first render draws it for a visitor (promo,
// navigation, empty content, share button), so the browser paints it from the HTML and CSS
// alone. React's first commit replaces it with the same markup plus the page.
import { renderToStaticMarkup } from "react-dom/server";
import { Route, Routes, StaticRouter } from "react-router-dom";
import { CATALOGUES } from "../shared/i18n/catalogues";
import { khmerCatalogue, khmerWordBreaks } from "../shared/i18n/khmer-words";
import { DEFAULT_LOCALE, LOCALES, type Locale, localeBase, localizedPath } from "../shared/i18n/locales";
import { isAtOrBelow, PROMO_HIDDEN_ON } from "../shared/routes";
import { AuthProvider } from "./auth/AuthProvider";
import { Layout } from "./components/Layout";
import { PROMO_DISMISSED_KEY } from "./components/PromoBanner";
import { ToastProvider } from "./components/Toast";
import { setLanguage } from "./i18n";
import { KHMER_FONT_CLASS, KHMER_FONT_SEEN } from "./i18n/khmer-font";

/** A path no navigation link points at: the Worker marks the current page's link itself. */
const NEUTRAL_PATH = "/first-paint";

/** Marks the static frame for CSS (frame.css): React's own markup never carries it. */
export const FIRST_PAINT_ATTRIBUTE = "data-first-paint";

/** The frame's markup in `locale`, providers as in App.tsx, no page inside. */
export function renderFrame(locale: Locale = DEFAULT_LOCALE): string {
  const catalogue = CATALOGUES[locale];
  // Khmer with its word breaks marked, as a Khmer page's own texts come (web/i18n/load.ts)
  if (locale === "km" && catalogue) setLanguage(locale, khmerCatalogue(catalogue), khmerWordBreaks);
  else setLanguage(locale, catalogue);
  const html = renderToStaticMarkup(
    <AuthProvider>
      <ToastProvider>
        <StaticRouter
          location={localizedPath(NEUTRAL_PATH, locale)}
          basename={localeBase(locale) || undefined}
        >
          <Routes>
            <Route element={<Layout />}>
              <Route path="*" element={null} />
            </Route>
          </Routes>
        </StaticRouter>
      </ToastProvider>
    </AuthProvider>,
  );
  setLanguage(DEFAULT_LOCALE);
  const marked = html.replace(/^<div class="site"/, `<div ${FIRST_PAINT_ATTRIBUTE} class="site"`);
  if (marked === html) throw new Error('first-paint: the frame no longer starts with <div class="site">');
  return marked;
}

/** "/km" or "/zh" at the start of a path, which the promo rule looks past. */
const LANGUAGE_PREFIX = new RegExp(`^/(${LOCALES.filter((l) => l !== DEFAULT_LOCALE).join("|")})(?=/|$)`);

/** Runs before the first paint: where PromoBanner will leave the banner out (pages it is
 *  never on, or dismissed earlier in this visit) the frame's copy is hidden too (.promo-hidden
 *  in frame.css), so nothing moves when React mounts. The page rule is PromoBanner's own:
 *  shared/routes.ts's isAtOrBelow, its source written into the script. */
export const promoHiddenScript = () =>
  `<script>(function(){var p=location.pathname.replace(${String(LANGUAGE_PREFIX)},"")||"/",h=document.documentElement;` +
  `if((${String(isAtOrBelow)})(p,${JSON.stringify(PROMO_HIDDEN_ON)}))h.classList.add("promo-hidden");` +
  `try{if(sessionStorage.getItem(${JSON.stringify(PROMO_DISMISSED_KEY)})==="1")h.classList.add("promo-hidden");` +
  `if(h.lang==="km"&&localStorage.getItem(${JSON.stringify(KHMER_FONT_SEEN)}))h.classList.add(${JSON.stringify(KHMER_FONT_CLASS)})}catch(e){}})()</script>`;
