// Debian's Chromium as the journeys (playwright.config.ts) and the benchmark launch it: this machine's closed
// network refuses Chromium's background connections, so those are switched off.
import { type Browser, chromium } from "@playwright/test";

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

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
