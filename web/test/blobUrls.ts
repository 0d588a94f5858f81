// jsdom has no blob URLs: this lends the page a URL whose createObjectURL makes up one per
// picture ("blob:picture-1", …) and whose revokeObjectURL is a spy. Put back after each test
// (web/test/setup.ts unstubs all globals).
import { vi } from "vitest";

export function stubBlobUrls(urlFor: (made: number) => string = (made) => `blob:picture-${made}`) {
  let made = 0;
  const createObjectURL = vi.fn((_: Blob | MediaSource) => urlFor(++made));
  const revokeObjectURL = vi.fn((_: string) => {});
  vi.stubGlobal(
    "URL",
    class extends URL {
      static override createObjectURL = createObjectURL;
      static override revokeObjectURL = revokeObjectURL;
    },
  );
  return { createObjectURL, revokeObjectURL };
}
