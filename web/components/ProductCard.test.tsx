// Product card pictures: a picture stored with a 400 px twin (shared/images.ts) offers it to
// small screens through srcset/sizes; a one-size upload is shown as it is. Stars only from real
// reviews; a Khmer name breaks between its words, an English one on a Khmer page is marked so.
import { render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router-dom";
import { afterEach, describe, expect, it } from "vitest";
import { CARD_IMAGE_SIZES } from "../../shared/images";
import type { ProductWire } from "../../shared/schemas";
import { toProduct } from "../api/models";
import { setLanguage } from "../i18n";
import { loadLanguage } from "../i18n/load";
import { productWire } from "../test/catalog";
import { shownLineBreaks } from "../test/khmer";
import { ProductCard } from "./ProductCard";

afterEach(() => setLanguage("en"));

const renderCard = (over: Partial<ProductWire>) =>
  render(
    <MemoryRouter>
      <ProductCard product={toProduct(productWire(over))} />
    </MemoryRouter>,
  );

function cardImage(image: string, compact = false) {
  const { container } = render(
    <MemoryRouter>
      <ProductCard product={toProduct(productWire({ image }))} compact={compact} />
    </MemoryRouter>,
  );
  const img = container.querySelector("img");
  if (!img) throw new Error("no picture");
  return img;
}

describe("ProductCard picture", () => {
  it("offers the 400 px twin of a sized picture, at the width the grid shows it", () => {
    const img = cardImage("/api/uploads/seed/lotus-800.webp");
    expect(img).toHaveAttribute("src", "/api/uploads/seed/lotus-800.webp");
    expect(img).toHaveAttribute(
      "srcset",
      "/api/uploads/seed/lotus-400.webp 400w, /api/uploads/seed/lotus-800.webp 800w",
    );
    expect(img).toHaveAttribute("sizes", CARD_IMAGE_SIZES.grid);
    expect(screen.getByRole("link", { name: "Red Rose Bouquet" })).toHaveAttribute("href", "/product/1");
  });

  it("says the compact catalogue grid shows it at half the width on phones", () => {
    expect(cardImage("/api/uploads/seed/lotus-800.webp", true)).toHaveAttribute(
      "sizes",
      CARD_IMAGE_SIZES.compact,
    );
  });

  it("shows a one-size picture (an admin upload) without srcset or sizes", () => {
    for (const image of ["/api/uploads/img/0a1b2c.png", "/api/uploads/seed/red-roses.webp"]) {
      const img = cardImage(image);
      expect(img, image).toHaveAttribute("src", image);
      expect(img, image).not.toHaveAttribute("srcset");
      expect(img, image).not.toHaveAttribute("sizes");
    }
  });
});

describe("ProductCard rating", () => {
  it("shows no stars and no figure for a product nobody has reviewed (not its seeded rating)", () => {
    const { container } = renderCard({ rating: 4.5, review_count: 0 });
    expect(container.querySelector(".rating")).toBeNull();
    expect(screen.queryByText(/Rated/)).toBeNull();
    expect(screen.queryByText("4.5")).toBeNull();
  });

  it("shows the reviews' mean once customers have reviewed it", () => {
    renderCard({ rating: 4.7, review_count: 3 });
    expect(screen.getByText(/Rated/).closest("p")).toHaveTextContent("Rated 4.7 out of 5");
  });
});

describe("ProductCard in Khmer", () => {
  it("breaks the owner's Khmer name between words only", async () => {
    await loadLanguage("/km/");
    renderCard({ name: "ភួងផ្កាកុលាបក្រហម" });
    expect(screen.getByRole("link")).toHaveTextContent(/^ភួងផ្កាកុលាបក្រហម$/);
    expect(shownLineBreaks(screen.getByRole("link"))).toBe("ភួងផ្កា|កុលាប|ក្រហម");
  });

  it("marks a name the owner has not translated yet as English, and a Khmer one not", async () => {
    await loadLanguage("/km/");
    renderCard({ name: "Red Rose Bouquet" });
    expect(screen.getByRole("link", { name: "Red Rose Bouquet" })).toHaveAttribute("lang", "en");
    renderCard({ name: "ភួងផ្កាកុលាបក្រហម" });
    expect(screen.getAllByRole("link")[1]).not.toHaveAttribute("lang");
  });

  it("leaves a name alone on an English page", () => {
    renderCard({ name: "ភួងផ្កាកុលាបក្រហម" });
    expect(screen.getByRole("link")).toHaveTextContent(/^ភួងផ្កាកុលាបក្រហម$/);
  });
});
