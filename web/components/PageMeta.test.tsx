// The <head> a visitor's browser ends up with: the page's metadata from shared/seo.ts,
// taken over from the Worker's HTML without duplicates, and updated on navigation.
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Link, MemoryRouter, Route, Routes } from "react-router-dom";
import { afterEach, describe, expect, it } from "vitest";
import km from "../../shared/i18n/km.json";
import { SHOP } from "../../shared/shop";
import { toProduct } from "../api/models";
import { setLanguage } from "../i18n";
import { loadLanguage } from "../i18n/load";
import { productWire } from "../test/catalog";
import { PageMeta } from "./PageMeta";

const head = () => document.head;
const metaContent = (key: string) =>
  [...head().querySelectorAll(`meta[name="${key}"], meta[property="${key}"]`)].map((m) =>
    m.getAttribute("content"),
  );
const canonical = () =>
  [...head().querySelectorAll('link[rel="canonical"]')].map((l) => l.getAttribute("href"));
const jsonLd = () =>
  [...document.querySelectorAll('script[type="application/ld+json"]')].map((s) =>
    JSON.parse(s.textContent ?? ""),
  );

/** Renders at `url` and waits for the tags: they come in a lazy chunk (PageMetaTags). */
async function renderAt(url: string, element: React.ReactNode) {
  render(<MemoryRouter initialEntries={[url]}>{element}</MemoryRouter>);
  await waitFor(() => expect(head().querySelector('link[rel="canonical"]:not([data-seo])')).not.toBeNull());
}

describe("PageMeta", () => {
  it("takes over the tags the Worker wrote, leaving one of each", async () => {
    head().insertAdjacentHTML(
      "beforeend",
      '<title data-seo>Old title</title><meta data-seo name="description" content="Old"><link data-seo rel="canonical" href="https://old.example/">',
    );
    await renderAt("/about", <PageMeta title={`About Us | ${SHOP.name}`} />);

    expect(document.title).toBe(`About Us | ${SHOP.name}`);
    expect(head().querySelectorAll("title")).toHaveLength(1);
    expect(metaContent("description")).toEqual([
      `Our story: a Siem Reap florist founded in ${SHOP.foundedYear}, hand-tying bouquets and dressing weddings and events.`,
    ]);
    expect(canonical()).toEqual([`${window.location.origin}/about`]);
    expect(head().querySelectorAll("[data-seo]")).toHaveLength(0);
  });

  it("fills a product's name, image, price and rating into the tags and JSON-LD", async () => {
    const product = toProduct(
      productWire({ id: 7, price: 45, rating: 4.8, review_count: 5, in_stock: false }),
    );
    await renderAt("/product/7", <PageMeta title={`${product.name} | ${SHOP.name}`} product={product} />);

    expect(document.title).toBe(`Red Rose Bouquet | ${SHOP.name}`);
    expect(metaContent("description")).toEqual(["Twelve long-stem red roses, hand-tied."]);
    expect(metaContent("og:type")).toEqual(["product"]);
    expect(metaContent("og:image")).toEqual([`${window.location.origin}/api/uploads/seed/red-roses.webp`]);
    expect(canonical()).toEqual([`${window.location.origin}/product/7`]);

    const data = jsonLd();
    expect(data.map((d) => d["@type"])).toEqual(["Florist", "Product"]);
    expect(data[1]).toMatchObject({
      name: "Red Rose Bouquet",
      offers: { price: "45.00", priceCurrency: "USD", availability: "https://schema.org/OutOfStock" },
      aggregateRating: { ratingValue: 4.8, reviewCount: 5 },
    });
    expect(data[0].openingHoursSpecification).toHaveLength(SHOP.openingHours.length);
  });

  it("updates the head on client-side navigation, marking private pages noindex", async () => {
    await renderAt(
      "/",
      <Routes>
        <Route
          path="/"
          element={
            <>
              <PageMeta />
              <Link to="/login">Log in</Link>
            </>
          }
        />
        <Route path="/login" element={<PageMeta title={`Log in | ${SHOP.name}`} />} />
      </Routes>,
    );
    expect(document.title).toBe(`${SHOP.name} | Fresh flowers and same-day delivery`);
    expect(metaContent("robots")).toEqual([]);

    await userEvent.click(screen.getByRole("link", { name: "Log in" }));

    await waitFor(() => expect(document.title).toBe(`Log in | ${SHOP.name}`));
    expect(head().querySelectorAll("title")).toHaveLength(1);
    expect(metaContent("robots")).toEqual(["noindex"]);
    expect(canonical()).toEqual([`${window.location.origin}/login`]);
    expect(metaContent("description")).toEqual([`Sign in to your ${SHOP.name} account.`]);
  });

  it("keeps the Khmer texts' invisible word breaks out of the title and description", async () => {
    await loadLanguage("/km/about");
    await renderAt("/about", <PageMeta />);
    expect(document.title).toBe(km["About Us | Siem Reap Flowers"]);
    expect(metaContent("description")[0]).not.toMatch(/[\u200b\u2060]/);
  });
});

afterEach(() => setLanguage("en"));
