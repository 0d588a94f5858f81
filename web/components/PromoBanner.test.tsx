// The promo banner's rules: shown on shop pages, hidden on /admin, /profile and /orders,
// and a dismissal lasts for the rest of the visit.
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { earlyClasses, PROMO_HIDDEN } from "../../shared/early-marks";
import { renderPage } from "../test/render";
import { PromoBanner } from "./PromoBanner";

const banner = () => screen.queryByRole("complementary", { name: "Delivery offer" });

afterEach(() => {
  // biome-ignore lint/suspicious/noDocumentCookie: jsdom has no Cookie Store API
  document.cookie = `${PROMO_HIDDEN.cookie}=; max-age=0; path=/`;
});

describe("PromoBanner", () => {
  it.each(["/", "/products", "/product/3", "/about", "/contact", "/login"])(
    "announces free delivery on %s",
    (url) => {
      renderPage(<PromoBanner />, url);
      expect(banner()).toHaveTextContent("Free same-day delivery in Siem Reap");
    },
  );

  it.each(["/admin", "/profile", "/orders", "/admin/anything"])("is hidden on %s", (url) => {
    renderPage(<PromoBanner />, url);
    expect(banner()).not.toBeInTheDocument();
  });

  it("animates its progress bar over 10 seconds", () => {
    const { container } = renderPage(<PromoBanner />);
    expect(container.querySelector<HTMLElement>(".promo-progress")?.style.animationDuration).toBe("10000ms");
  });

  it("stays dismissed for the visit once closed", async () => {
    const user = userEvent.setup();
    const first = renderPage(<PromoBanner />);
    await user.click(screen.getByRole("button", { name: "Dismiss delivery offer" }));
    expect(banner()).not.toBeInTheDocument();
    // for the visit only (a session cookie), and the Worker hides it on the next page it draws
    expect(document.cookie).toContain(`${PROMO_HIDDEN.cookie}=1`);
    expect(earlyClasses(document.cookie, "en")).toEqual(["promo-hidden"]);

    first.unmount();
    renderPage(<PromoBanner />, "/products");
    expect(banner()).not.toBeInTheDocument();
  });

  it("hands focus to the page's main content once closed, not to the document's body", async () => {
    const user = userEvent.setup();
    renderPage(
      <>
        <PromoBanner />
        <main id="main" tabIndex={-1}>
          <h1>Our flowers</h1>
        </main>
      </>,
    );
    await user.click(screen.getByRole("button", { name: "Dismiss delivery offer" }));
    expect(document.activeElement).toBe(screen.getByRole("main"));
  });
});
