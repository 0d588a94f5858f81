// The later part of the page's language's texts (i18n/load.ts), fetched with each module the
// app loads after the landed page. The browser's entry says how to fetch it; the Worker draws
// with whole catalogues, so there it is nothing to wait for.
let loadLater: () => Promise<void> = () => Promise.resolve();

export function setLaterTexts(load: () => Promise<void>): void {
  loadLater = load;
}

/** A module the app loads after the landed page, with the texts it may show. */
export const withLaterTexts =
  <Module>(load: () => Promise<Module>) =>
  (): Promise<Module> =>
    Promise.all([load(), loadLater()]).then(([module]) => module);
