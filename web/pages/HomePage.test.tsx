// /: the featured cards (the picks the server chooses: the owner's, else the first three),
// asked for alone and never the whole catalogue, skeletons while loading, Try again when
// loading fails, and the call to action for guests and customers.
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { PICKS_QUERY } from "../../shared/catalogue-query";
import type { ProductWire } from "../../shared/schemas";
import { setLanguage } from "../i18n";
import { loadLanguage } from "../i18n/load";
import { CATALOGUE } from "../test/catalog";
import { shownLineBreaks } from "../test/khmer";
import { customer, mockApi, renderPage, storeSession } from "../test/render";
import HomePage from "./HomePage";

afterEach(() => {
  vi.restoreAllMocks();
  setLanguage("en");
});

/** The picks' answer (a CataloguePage with no next page). */
const picks = (products: ProductWire[]) => ({ products, next_cursor: null });

describe("HomePage", () => {
  it("has one h1 and the hero's Shop Now and Learn More links", () => {
    mockApi({ "GET /api/products": () => picks(CATALOGUE.slice(0, 3)) });
    renderPage(<HomePage />);
    expect(screen.getAllByRole("heading", { level: 1 })).toHaveLength(1);
    expect(screen.getByRole("link", { name: "Shop Now" })).toHaveAttribute("href", "/products");
    expect(screen.getByRole("link", { name: /^Learn More/ })).toHaveAttribute("href", "/about");
  });

  it("shows skeletons, then the picks with price, original price, discount and real ratings, asking for them alone", async () => {
    let answer: (page: ReturnType<typeof picks>) => void = () => undefined;
    const fetch = mockApi({ "GET /api/products": () => new Promise((resolve) => (answer = resolve)) });
    renderPage(<HomePage />);
    expect(await screen.findByText("Loading flowers…")).toBeInTheDocument();
    const [reviewed, ...others] = CATALOGUE.slice(0, 3) as [ProductWire, ...ProductWire[]];
    answer(picks([{ ...reviewed, review_count: 2 }, ...others]));

    const featured = within(await screen.findByRole("region", { name: "Featured flowers" }));
    expect(await featured.findByRole("link", { name: "Red Rose Bouquet" })).toHaveAttribute(
      "href",
      "/product/1",
    );
    expect(
      featured.getAllByRole("article").map((card) => within(card).getByRole("heading").textContent),
    ).toEqual(["Red Rose Bouquet", "White Lily Vase", "Bridal Cascade"]);
    const card = within(featured.getAllByRole("article")[0] as HTMLElement);
    expect(card.getByText("$45.00", { exact: false })).toBeInTheDocument();
    expect(card.getByText("$60.00", { exact: false }).closest("s")).not.toBeNull();
    expect(card.getByText("25% off")).toBeInTheDocument();
    expect(card.getByText("Rated", { exact: false }).closest("p")).toHaveTextContent("4.5");
    // nobody has reviewed the second: no stars at all, not the seeded figure
    expect(within(featured.getAllByRole("article")[1] as HTMLElement).queryByText(/Rated/)).toBeNull();
    expect(screen.queryByText("Loading flowers…")).not.toBeInTheDocument();
    // the picks only, never the whole catalogue
    expect(fetch.mock.calls.map(([input]) => String(input))).toEqual([`/api/products?${PICKS_QUERY}`]);
  });

  it("shows the products the server picked, however many and in its order", async () => {
    mockApi({ "GET /api/products": () => picks([CATALOGUE[1], CATALOGUE[4]] as ProductWire[]) });
    renderPage(<HomePage />);
    const featured = within(await screen.findByRole("region", { name: "Featured flowers" }));
    expect(await featured.findByRole("link", { name: "Pink Rose Box" })).toHaveAttribute(
      "href",
      "/product/5",
    );
    expect(
      featured.getAllByRole("article").map((card) => within(card).getByRole("heading").textContent),
    ).toEqual(["White Lily Vase", "Pink Rose Box"]);
  });

  it("logs a failed load and offers to try again, which fills the featured list", async () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => undefined);
    let calls = 0;
    mockApi({
      "GET /api/products": () => {
        calls += 1;
        return calls === 1
          ? Response.json({ detail: "down" }, { status: 503 })
          : picks(CATALOGUE.slice(0, 3));
      },
    });
    const user = userEvent.setup();
    renderPage(<HomePage />);
    const region = await screen.findByRole("region", { name: "Featured flowers" });
    const featured = within(region);
    expect(await featured.findByRole("alert")).toHaveTextContent("We could not load the flowers just now.");
    expect(logged).toHaveBeenCalled();
    expect(featured.queryAllByRole("article")).toHaveLength(0);

    await user.click(featured.getByRole("button", { name: "Try again" }));
    expect(await featured.findByRole("link", { name: "Red Rose Bouquet" })).toBeInTheDocument();
    expect(featured.getAllByRole("article")).toHaveLength(3);
    expect(featured.queryByRole("alert")).not.toBeInTheDocument();
  });

  it("tells a guest that ordering needs no account, and leads to the bouquets, not to registering", async () => {
    mockApi({ "GET /api/products": () => picks([]) });
    renderPage(<HomePage />);
    expect(await screen.findByRole("link", { name: "Browse All Products" })).toHaveAttribute(
      "href",
      "/products",
    );
    expect(
      screen.getByText(
        "No account needed: pick a bouquet, say where it goes, and confirm with a code we e-mail you.",
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText(/create a free account/i)).not.toBeInTheDocument();
    expect(screen.queryByRole("link", { name: "Get Started Now" })).not.toBeInTheDocument();
  });

  it("sends a signed-in customer to browse all products", async () => {
    storeSession(customer());
    mockApi({ "GET /api/products": () => picks([]) });
    renderPage(<HomePage />);
    expect(await screen.findByRole("link", { name: "Browse All Products" })).toHaveAttribute(
      "href",
      "/products",
    );
    expect(screen.queryByRole("link", { name: "Get Started Now" })).not.toBeInTheDocument();
  });
});

describe("HomePage in Chinese", () => {
  it("tells a guest in Chinese that ordering needs no account", async () => {
    await loadLanguage("/zh/");
    mockApi({ "GET /api/products": () => picks([]) });
    renderPage(<HomePage />);
    expect(
      await screen.findByText("无需注册账户：选好花束，填写配送地址，再用我们发送到您邮箱的验证码确认即可。"),
    ).toBeInTheDocument();
    expect(screen.queryByText(/免费创建账户/)).not.toBeInTheDocument();
  });
});

describe("HomePage in Khmer", () => {
  it("breaks its headline between words only, never inside ថ្ងៃនេះ (today)", async () => {
    await loadLanguage("/km/");
    mockApi({ "GET /api/products": () => picks(CATALOGUE.slice(0, 3)) });
    renderPage(<HomePage />);
    const headline = screen.getByRole("heading", { level: 1 });
    expect(headline.textContent).not.toMatch(/[\u200b\u2060]/);
    expect(shownLineBreaks(headline)).toBe("ផ្កា|ស្រស់ ដឹកជញ្ជូន|ថ្ងៃនេះ|ទូទាំង|សៀមរាប");
  });

  it("carries no invisible joiner or zero-width space in its text or its labels, which a reader would copy", async () => {
    await loadLanguage("/km/");
    mockApi({ "GET /api/products": () => picks(CATALOGUE.slice(0, 3)) });
    const { container } = renderPage(<HomePage />);
    await screen.findAllByRole("article");
    const INVISIBLE = /[\u200b-\u200d\u2060\ufeff]/;
    expect(container.textContent).toMatch(/ផ្កា/);
    expect(container.textContent).not.toMatch(INVISIBLE);
    for (const element of container.querySelectorAll("*"))
      for (const { name, value } of element.attributes) expect(`${name}=${value}`).not.toMatch(INVISIBLE);
  });
});
