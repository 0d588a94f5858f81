// The engine's locale data loads with the page's first Intl object: about 15 ms in one task on
// this machine (a fresh Chromium), before hydration, which formats every price and count, can
// use it. Loaded in three steps, each in a task of its own (the collation core, about 10 ms,
// then the language's locale, then its number formatter, 2-4 ms each), no task of it is long
// enough to keep the browser from answering the visitor. The formatter is the one the page's
// messages then use (numberFormat).
import { numberFormat } from "../i18n";

/** Runs each step in a task of its own, in order. */
export function stepByStep(steps: (() => unknown)[]): void {
  const [step, ...rest] = steps;
  if (!step) return;
  setTimeout(() => {
    step();
    stepByStep(rest);
  });
}

/** Loads the locale data of an Intl locale ("km-KH") in short tasks. */
export const loadLocaleData = (locale: string) =>
  stepByStep([
    () => new Intl.Collator().compare("a", "b"),
    () => new Intl.Locale(locale).maximize(),
    () => numberFormat(locale),
  ]);
