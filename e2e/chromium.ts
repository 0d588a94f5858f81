// Debian's Chromium as the journeys (playwright.config.ts) and the benchmark launch it: this machine's closed
// network refuses Chromium's background connections, so those are switched off.
import { type Browser, chromium } from "@playwright/test";

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

/** The journeys' browser: Debian's build of Chromium's headless shell (chromium-headless-shell,
 *  the same Chromium release), the browser Playwright itself runs headless tests in. On this
 *  machine it takes half the CPU of the full browser in headless mode (74 s against 162 s for
 *  the same 55 journeys), and the journeys are bound by CPU. Lighthouse (the bench) keeps the
 *  full browser. */
export const JOURNEYS_CHROMIUM_PATH =
  process.env.JOURNEYS_CHROMIUM_PATH ?? "/usr/bin/chromium-headless-shell";

export const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--disable-quic",
  "--no-first-run",
];

export const launchChromium = (): Promise<Browser> =>
  chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
