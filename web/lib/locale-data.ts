// The engine's locale data loads with the page's first Intl object: about 15 ms in one task on
// this machine (a fresh Chromium), before hydration, which formats every price and count, can
// use it. Loaded in three steps, each in a task of its own (the collation core, about 10 ms,
// then the language's locale, then its number formatter, 2-4 ms each), no task of it is long
// enough to keep the browser from answering the visitor.
const steps = (locale: string) => [
  () => new Intl.Collator().compare("a", "b"),
  () => new Intl.Locale(locale).maximize(),
  () => new Intl.NumberFormat(locale).format(0),
];

/** Loads the locale data for `locale` in tasks of their own, one step each. */
export function loadLocaleData(locale: string, left: (() => unknown)[] = steps(locale)): void {
  const [step, ...rest] = left;
  if (!step) return;
  setTimeout(() => {
    step();
    loadLocaleData(locale, rest);
  });
}
