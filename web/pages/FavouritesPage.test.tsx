// /favourites: the products this browser hearted, as the catalogue's cards; an empty list leads
// to the catalogue; Remove takes a product off the page and off the stored list; a product
// that is gone since (404) drops out quietly, and out of the stored list too.
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { FAVOURITES_KEY, readFavourites } from "../hooks/useFavourite";
import { CATALOGUE } from "../test/catalog";
import { apiError, mockApi, renderPage } from "../test/render";
import FavouritesPage from "./FavouritesPage";

const show = () => renderPage(<FavouritesPage />, "/favourites");
const byId = Object.fromEntries(CATALOGUE.map((product) => [String(product.id), product]));
const answerProducts = () =>
  mockApi(
    Object.fromEntries(
      [...Object.keys(byId), "99"].map((id) => [
        `GET /api/products/${id}`,
        () => byId[id] ?? apiError(404, "Product not found"),
      ]),
    ),
  );
const cardNames = () =>
  screen.queryAllByRole("article").map((card) => within(card).getByRole("heading").textContent);

afterEach(() => {
  localStorage.clear();
  vi.restoreAllMocks();
});

describe("FavouritesPage", () => {
  it("leads to the catalogue when nothing is hearted yet, asking the server nothing", async () => {
    const fetch = answerProducts();
    show();
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("My favourites");
    expect(screen.getByRole("heading", { name: "No favourites yet" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Browse our flowers" })).toHaveAttribute("href", "/products");
    expect(fetch).not.toHaveBeenCalled();
  });

  it("shows the hearted products as cards, and a product gone since drops out of the page and the list", async () => {
    localStorage.setItem(FAVOURITES_KEY, JSON.stringify(["2", "99", "1"]));
    answerProducts();
    show();
    expect(await screen.findByRole("link", { name: "Red Rose Bouquet" })).toHaveAttribute(
      "href",
      "/product/1",
    );
    expect(cardNames()).toEqual([byId["2"]?.name, "Red Rose Bouquet"]);
    expect(screen.queryByText(/not found/i)).not.toBeInTheDocument();
    expect(readFavourites()).toEqual(["2", "1"]);
  });

  it("takes a product off the page and off this device's list with Remove from favourites", async () => {
    localStorage.setItem(FAVOURITES_KEY, JSON.stringify(["1"]));
    answerProducts();
    const user = userEvent.setup();
    show();
    await screen.findByRole("link", { name: "Red Rose Bouquet" });
    const remove = screen.getByRole("button", { name: "Remove from favourites" });
    expect(remove).toHaveAccessibleDescription("Red Rose Bouquet");
    await user.click(remove);
    expect(screen.queryByRole("article")).not.toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "No favourites yet" })).toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 1 })).toHaveFocus();
    expect(readFavourites()).toEqual([]);
  });
});
