// A value made at its first use and kept. For Intl formatters above all: the first one a page
// makes loads the engine's locale data (about 15 ms on a fast machine), and made at module load
// that cost lands in the one task that evaluates the app, before the page is interactive.

export function madeOnce<T>(make: () => T): () => T {
  let made: T | undefined;
  return () => {
    made ??= make();
    return made;
  };
}
