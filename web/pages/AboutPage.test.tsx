// /about promises only what the shop does: the photo is taken at the door
// when the flowers are delivered, not before they leave the studio, in every language.
import { screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { setLanguage } from "../i18n";
import { loadLanguage } from "../i18n/load";
import { renderPage } from "../test/render";
import AboutPage from "./AboutPage";

afterEach(() => setLanguage("en"));

const promise = () => screen.getByRole("heading", { name: /On time, every time|准时/ }).nextElementSibling;

describe("AboutPage", () => {
  it("promises the photo the shop sends: at the door, once delivered", () => {
    renderPage(<AboutPage />, "/about");
    expect(promise()).toHaveTextContent(
      "Same-day delivery across town, free, and a photo of your flowers at the door once they are delivered.",
    );
    expect(document.body).not.toHaveTextContent(/before they leave the studio/);
  });

  it("says so in Chinese too", async () => {
    await loadLanguage("/zh/");
    renderPage(<AboutPage />, "/about");
    expect(promise()).toHaveTextContent("全城当日免费送达，送达时还会在门口拍照发给您。");
    expect(document.body).not.toHaveTextContent(/出店前/);
  });
});
