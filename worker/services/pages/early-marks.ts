// A page as the visitor gets it: <html> marked with what their cookies say (shared/early-marks.ts),
// after the edge cache, which keeps one copy for everybody. No mark, no rewriting.
import { earlyClasses } from "../../../shared/early-marks";
import type { Locale } from "../../../shared/i18n/locales";

export function withEarlyMarks(page: Response, cookies: string | undefined, locale: Locale): Response {
  const classes = earlyClasses(cookies ?? "", locale);
  if (classes.length === 0) return page;
  return new HTMLRewriter()
    .on("html", {
      element: (html) =>
        void html.setAttribute("class", [html.getAttribute("class"), ...classes].filter(Boolean).join(" ")),
    })
    .transform(page);
}
