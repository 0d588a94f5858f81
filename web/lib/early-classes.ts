// The <head> script of index.html (vite.config.ts writes it in; a drawn page runs it in its one
// inline script, before the code loader: worker/services/pages/code-loader.ts), which runs before the first
// paint and marks <html> with what only this browser knows, so the drawn page shows it at once
// instead of changing when the app takes over: the delivery banner dismissed earlier in this
// visit (hidden: .promo-hidden in frame.css), and the web fonts already fetched once (named from
// the start: web/lib/display-font.ts, web/i18n/khmer-font.ts). Build time only: no app code runs here.
import { KHMER_FONT_CLASS, KHMER_FONT_SEEN } from "../i18n/khmer-font.ts";
import { DISPLAY_FONT_CLASS, DISPLAY_FONT_SEEN } from "./display-font.ts";

/** sessionStorage: the visitor dismissed the delivery banner (web/components/PromoBanner.tsx) */
export const PROMO_DISMISSED_KEY = "promoDismissed";
const PROMO_HIDDEN_CLASS = "promo-hidden";

export const earlyClassesScript = () =>
  `<script>(function(){var h=document.documentElement;try{` +
  `if(sessionStorage.getItem(${JSON.stringify(PROMO_DISMISSED_KEY)})==="1")h.classList.add(${JSON.stringify(PROMO_HIDDEN_CLASS)});` +
  `if(localStorage.getItem(${JSON.stringify(DISPLAY_FONT_SEEN)}))h.classList.add(${JSON.stringify(DISPLAY_FONT_CLASS)});` +
  `if(h.lang==="km"&&localStorage.getItem(${JSON.stringify(KHMER_FONT_SEEN)}))h.classList.add(${JSON.stringify(KHMER_FONT_CLASS)})}catch(e){}})()</script>`;
