// The landing page keeps the tags the Worker wrote, and the tags' chunk is fetched only once
// the visitor moves on. A file of its own: PageMeta remembers, per page load, whether the
// visitor has left the landing address, and each test file is a fresh page load.
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Link, MemoryRouter, Route, Routes } from "react-router-dom";
import { expect, it } from "vitest";
import { SHOP } from "../../shared/shop";
import { PageMeta } from "./PageMeta";

it("leaves the landing page's tags as the Worker wrote them, and takes over after a navigation", async () => {
  document.head.insertAdjacentHTML(
    "beforeend",
    '<title data-seo>Written by the Worker</title><link data-seo rel="canonical" href="https://shop.example/">',
  );
  await import("./PageMetaTags"); // loaded already, so it would take over at once if asked to
  const landing = window.location.pathname;
  render(
    <MemoryRouter initialEntries={[landing]}>
      <Routes>
        <Route
          path={landing}
          element={
            <>
              <PageMeta />
              <Link to="/about">About</Link>
            </>
          }
        />
        <Route path="/about" element={<PageMeta />} />
      </Routes>
    </MemoryRouter>,
  );
  // give the chunk every chance to show (React reveals suspended content after up to 300 ms):
  // nothing may replace the Worker's tags
  await new Promise((resolve) => setTimeout(resolve, 700));
  expect(document.title).toBe("Written by the Worker");
  expect(document.head.querySelectorAll("[data-seo]")).toHaveLength(2);

  await userEvent.click(screen.getByRole("link", { name: "About" }));
  await waitFor(() => expect(document.title).toBe(`About Us | ${SHOP.name}`));
  expect(document.head.querySelectorAll("[data-seo]")).toHaveLength(0);
});
