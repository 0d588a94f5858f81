// What worker/ssr/app.js re-exports; web/ssr/render.tsx is typed by this very declaration, so
// the two cannot drift apart.
import type { Locale } from "../../shared/i18n/locales";
import type { Catalogue } from "../../shared/i18n/translate";

export interface DrawRequest {
  /** the address's path, the language's prefix left out */
  path: string;
  /** the address's query, "?" included, or "" */
  search: string;
  locale: Locale;
  /** the language's catalogue as the build marked it (Khmer's word breaks), else shared/i18n's */
  texts?: Catalogue;
  /** GET a JSON answer of the shop's API (answered in-process); throws on a refusal */
  get: <T>(path: string) => Promise<T>;
}

export interface DrawnPage {
  /** the app's markup, for #root */
  html: string;
  /** the <script type="application/json"> with the page's data, for the browser's first render */
  script: string;
}

/** A page as the app draws it, with its route's data. */
export declare function drawPage(request: DrawRequest): Promise<DrawnPage>;
