// The navigation bar as the accessibility tree reads it: the account menu's name in each
// language, the phone menu's toggle naming what it opens, and the language switch, which offers
// no Khmer or Chinese dashboard.
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import km from "../../shared/i18n/km.json";
import zh from "../../shared/i18n/zh.json";
import { setLanguage } from "../i18n";
import { customer, renderPage, storeSession } from "../test/render";
import { Navbar } from "./Navbar";

const renderNavbar = (url = "/products") => renderPage(<Navbar />, url, { path: "*" });

afterEach(() => {
  setLanguage("en");
  for (const style of document.head.querySelectorAll("style[data-test]")) style.remove();
});

describe("the account menu's name", () => {
  /** The button's parts laid out as a browser does (flex items are blocks), which parts
   *  a name read from them with a space between each. */
  const asFlexItems = () => {
    const style = document.createElement("style");
    style.dataset.test = "";
    style.textContent = ".user-menu-toggle > * { display: block; }";
    document.head.append(style);
  };

  it.each([
    ["English", "en", undefined, "Sokha Keyboard: account menu"],
    ["Khmer", "km", km, "Sokha Keyboard៖ ម៉ឺនុយគណនី"],
    ["Chinese", "zh", zh, "Sokha Keyboard：账户菜单"],
  ] as const)(
    "reads '{name}: account menu' in %s, with no space before the colon",
    async (_, locale, catalogue, name) => {
      setLanguage(locale, catalogue);
      storeSession(customer({ name: "Sokha Keyboard" }));
      asFlexItems();
      renderNavbar();
      expect(await screen.findByRole("button", { name })).toHaveAttribute("aria-expanded", "false");
    },
  );
});

describe("the phone menu's toggle", () => {
  it("names the menu it opens, open or closed", async () => {
    const user = userEvent.setup();
    renderNavbar();
    const toggle = screen.getByRole("button", { name: "Open menu" });
    expect(toggle).toHaveAttribute("aria-controls", "mobile-menu");
    await user.click(toggle);
    expect(toggle).toHaveAttribute("aria-controls", "mobile-menu");
    expect(document.getElementById("mobile-menu")).toHaveClass("mobile-menu");
  });
});

describe("the language switch", () => {
  const languageLinks = () =>
    screen.getAllByRole("list", { name: "Language" }).map((list) =>
      within(list)
        .getAllByRole("link")
        .map((link) => link.getAttribute("href")),
    );

  it("offers the page in each language on the shop's pages", () => {
    renderNavbar("/products");
    expect(languageLinks()).toEqual([["/products", "/km/products", "/zh/products"]]);
  });

  it("offers the English dashboard alone in the dashboard, on the bar and in the phone menu", async () => {
    storeSession(customer({ name: "Owner", is_admin: true }));
    const user = userEvent.setup();
    renderNavbar("/admin?tab=orders");
    await user.click(screen.getByRole("button", { name: "Open menu" }));
    expect(languageLinks()).toEqual([["/admin?tab=orders"], ["/admin?tab=orders"]]);
  });
});

describe("the way to the favourites kept on this device", () => {
  it("is a heart on the bar and a line of the phone menu, in the page's language", async () => {
    setLanguage("zh", zh);
    const user = userEvent.setup();
    renderNavbar();
    expect(screen.getByRole("link", { name: "收藏" })).toHaveAttribute("href", "/favourites");
    await user.click(screen.getByRole("button", { name: zh["Open menu"] }));
    const menu = document.getElementById("mobile-menu") as HTMLElement;
    expect(within(menu).getByRole("link", { name: "收藏" })).toHaveAttribute("href", "/favourites");
  });
});
