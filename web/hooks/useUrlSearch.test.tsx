// The drawn search box (useSearchBox over useUrlSearch): the box's own search coming back into
// the URL must not put back an older text over the letters typed since.
import { act, fireEvent, render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router-dom";
import { afterEach, describe, expect, it, vi } from "vitest";
import { SEARCH_DEBOUNCE_MS, useSearchBox, useUrlSearch } from "./useUrlSearch";

function SearchBox() {
  const box = useSearchBox(useUrlSearch());
  return <input type="search" aria-label="Search" {...box} />;
}

afterEach(() => {
  vi.useRealTimers();
});

describe("the search box", () => {
  it("keeps the letters typed after its pause was searched, when that search reaches the URL", async () => {
    vi.useFakeTimers();
    render(
      <MemoryRouter initialEntries={["/products"]}>
        <SearchBox />
      </MemoryRouter>,
    );
    const box = screen.getByRole("searchbox", { name: "Search" });
    fireEvent.change(box, { target: { value: "marig" } });
    // A busy phone: the pause after "marig" is searched, and "o" is typed before the URL's
    // new search is drawn.
    vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS);
    fireEvent.change(box, { target: { value: "marigo" } });
    await act(async () => {});
    expect(box).toHaveValue("marigo");
  });
});
