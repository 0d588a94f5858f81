// The frame around every page: navigation for guests, customers and admins (desktop menu
// and phone menu), logout back home, the skip link and the footer's shop profile.
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { STORAGE_KEYS } from "../../shared/limits";
import { SHOP } from "../../shared/shop";
import { currentPath, customer, renderPage, storeSession } from "../test/render";
import { Layout } from "./Layout";

const renderLayout = (url = "/products") => renderPage(<Layout />, url, { path: "*" });
const mobileToggle = () => screen.getByRole("button", { name: /^(Open|Close) menu$/ });
const mobileMenu = () => document.getElementById("mobile-menu") as HTMLElement;

afterEach(() => {
  vi.restoreAllMocks();
  sessionStorage.clear();
});

describe("navigation for guests", () => {
  it("offers Home, Products, Login and Register, and no account menu", () => {
    renderLayout();
    const nav = screen.getByRole("navigation", { name: "Main" });
    expect(within(nav).getByRole("link", { name: "Home" })).toHaveAttribute("href", "/");
    expect(within(nav).getByRole("link", { name: "Products" })).toHaveAttribute("href", "/products");
    expect(within(nav).getByRole("link", { name: "Login" })).toHaveAttribute("href", "/login");
    expect(within(nav).getByRole("link", { name: "Register" })).toHaveAttribute("href", "/register");
    expect(screen.queryByRole("button", { name: /account menu/ })).not.toBeInTheDocument();
  });

  it("has a phone menu with About Us, Contact, Profile, Login and Register", async () => {
    const user = userEvent.setup();
    renderLayout();
    expect(mobileToggle()).toHaveAttribute("aria-expanded", "false");
    await user.click(mobileToggle());
    expect(mobileToggle()).toHaveAttribute("aria-expanded", "true");
    const menu = within(mobileMenu());
    for (const name of ["Home", "Products", "About Us", "Contact", "Profile", "Login", "Register"]) {
      expect(menu.getByRole("link", { name })).toBeInTheDocument();
    }
    expect(menu.queryByText(/Hello,/)).not.toBeInTheDocument();
    expect(menu.queryByRole("button", { name: "Logout" })).not.toBeInTheDocument();
  });

  it("closes the phone menu on Escape and returns focus to its toggle", async () => {
    const user = userEvent.setup();
    renderLayout();
    await user.click(mobileToggle());
    await user.keyboard("{Escape}");
    expect(document.getElementById("mobile-menu")).toBeNull();
    expect(mobileToggle()).toHaveFocus();
  });

  it("closes the phone menu when a link in it is followed", async () => {
    const user = userEvent.setup();
    renderLayout();
    await user.click(mobileToggle());
    await user.click(within(mobileMenu()).getByRole("link", { name: "About Us" }));
    expect(currentPath(screen)).toBe("/about");
    expect(document.getElementById("mobile-menu")).toBeNull();
  });
});

describe("navigation when signed in", () => {
  it("shows a customer's account menu with Profile and Logout but no Admin Panel", async () => {
    storeSession(customer({ name: "Sok Dara" }));
    const user = userEvent.setup();
    renderLayout();
    await user.click(await screen.findByRole("button", { name: /Sok Dara: account menu/ }));
    expect(screen.getByRole("link", { name: "Profile" })).toHaveAttribute("href", "/profile");
    expect(screen.getByRole("button", { name: "Logout" })).toBeInTheDocument();
    expect(screen.queryByRole("link", { name: "Admin Panel" })).not.toBeInTheDocument();
    expect(screen.queryByRole("link", { name: "Login" })).not.toBeInTheDocument();
  });

  it("adds Admin Panel and greets an admin by name in the phone menu", async () => {
    storeSession(customer({ name: "Owner", is_admin: true }));
    const user = userEvent.setup();
    renderLayout();
    await user.click(await screen.findByRole("button", { name: /Owner: account menu/ }));
    expect(screen.getByRole("link", { name: "Admin Panel" })).toHaveAttribute("href", "/admin");
    await user.click(mobileToggle());
    const menu = within(mobileMenu());
    expect(menu.getByText("Hello, Owner")).toBeInTheDocument();
    expect(menu.getByRole("link", { name: "Admin Panel" })).toHaveAttribute("href", "/admin");
    expect(menu.getByRole("button", { name: "Logout" })).toBeInTheDocument();
    expect(menu.queryByRole("link", { name: "Login" })).not.toBeInTheDocument();
  });

  it("logs out back to the home page, forgetting the stored session", async () => {
    storeSession(customer({ name: "Sok Dara" }));
    const user = userEvent.setup();
    renderLayout("/products");
    await user.click(await screen.findByRole("button", { name: /account menu/ }));
    await user.click(screen.getByRole("button", { name: "Logout" }));

    expect(currentPath(screen)).toBe("/");
    expect(await screen.findByText("Logged out successfully")).toBeInTheDocument();
    expect(localStorage.getItem(STORAGE_KEYS.user)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBeNull();
    expect(screen.getByRole("link", { name: "Login" })).toBeInTheDocument();
  });
});

describe("frame", () => {
  it("starts with a skip link to the main content", () => {
    renderLayout();
    expect(screen.getAllByRole("link")[0]).toHaveAccessibleName("Skip to main content");
    expect(screen.getAllByRole("link")[0]).toHaveAttribute("href", "#main");
  });

  it("shows the shop profile in the footer", () => {
    renderLayout();
    const footer = within(screen.getByRole("contentinfo"));
    expect(footer.getByText(SHOP.description)).toBeInTheDocument();
    expect(footer.getByRole("link", { name: SHOP.phones[0] })).toHaveAttribute("href", "tel:+85512345678");
    expect(footer.getByRole("link", { name: SHOP.phones[1] })).toBeInTheDocument();
    expect(footer.getByRole("link", { name: SHOP.email })).toHaveAttribute("href", `mailto:${SHOP.email}`);
    expect(footer.getByRole("link", { name: "Our Flowers" })).toHaveAttribute("href", "/products");
    for (const network of ["Instagram", "TikTok", "Telegram"]) {
      expect(footer.getByRole("link", { name: new RegExp(network) })).toHaveAttribute("target", "_blank");
    }
    for (const service of SHOP.services) expect(footer.getByText(service)).toBeInTheDocument();
    expect(footer.getByText(/Monday to Friday: 8:00 AM to 8:00 PM/)).toBeInTheDocument();
    expect(footer.getByText(/© 2024 Siem Reap Flowers/)).toBeInTheDocument();
  });
});
