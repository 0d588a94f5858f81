// Values made at their first use and kept. For Intl formatters above all: the first one a page
// makes loads the engine's locale data (about 15 ms on a fast machine), and made at module load
// that cost lands in the one task that evaluates the app, before the page is interactive; made
// at every call (`toLocaleString(locale)`), it is paid again each time.

export function madeOnce<T>(make: () => T): () => T {
  let made: T | undefined;
  return () => {
    made ??= make();
    return made;
  };
}

/** One value per key, each made at its first use: `kept(key, make)`. */
export function madeOncePer<T>(): (key: string, make: () => T) => T {
  const made = new Map<string, T>();
  return (key, make) => {
    let value = made.get(key);
    if (value === undefined) {
      value = make();
      made.set(key, value);
    }
    return value;
  };
}
