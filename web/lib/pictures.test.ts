import { describe, expect, it } from "vitest";
import { pictureAttributes } from "./pictures";

describe("pictureAttributes", () => {
  it("offers the 400 px copy of a picture that has one, for the width it is shown at", () => {
    expect(pictureAttributes("/api/uploads/img/ab12-800.webp", "72px")).toEqual({
      src: "/api/uploads/img/ab12-800.webp",
      srcSet: "/api/uploads/img/ab12-400.webp 400w, /api/uploads/img/ab12-800.webp 800w",
      sizes: "72px",
    });
  });

  it("shows a one-size picture as it is, with no srcset or sizes", () => {
    expect(pictureAttributes("https://example.com/rose.jpg", "72px")).toEqual({
      src: "https://example.com/rose.jpg",
      srcSet: undefined,
      sizes: undefined,
    });
  });
});
