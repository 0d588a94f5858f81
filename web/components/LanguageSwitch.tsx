// The language switch: the current page in each of the shop's languages. A plain link, not
// the router's: the other language is another address, whose HTML, frame and catalogue the
// Worker serves in that language. Following it remembers the choice (the cookie the Worker
// reads when an English address is visited again). The dashboard offers English alone: it
// has no other language (the Worker sends /km/admin to /admin).
import { useLocation } from "react-router-dom";
import {
  DEFAULT_LOCALE,
  LOCALE_COOKIE,
  LOCALE_INFO,
  LOCALES,
  type Locale,
  localizedPath,
} from "../../shared/i18n/locales";
import { preferenceCookie } from "../../shared/preference-cookie";
import { isDashboard } from "../../shared/routes";
import { currentLocale, t } from "../i18n";

function remember(locale: Locale) {
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from Safari and Firefox
  document.cookie = preferenceCookie(LOCALE_COOKIE, locale);
}

export function LanguageSwitch({ className }: { className: string }) {
  const { pathname, search } = useLocation();
  const current = currentLocale();
  const offered = isDashboard(pathname) ? [DEFAULT_LOCALE] : LOCALES;
  return (
    <ul className={`language-switch ${className}`} aria-label={t("Language")}>
      {offered.map((locale) => {
        const { name, tag } = LOCALE_INFO[locale];
        return (
          <li key={locale}>
            <a
              href={`${localizedPath(pathname, locale)}${search}`}
              lang={tag}
              hrefLang={tag}
              aria-current={locale === current ? "true" : undefined}
              onClick={() => remember(locale)}
            >
              {name}
            </a>
          </li>
        );
      })}
    </ul>
  );
}
