// usePagedList: the first page per filters, Show more appending without repeating a row, and
// answers that new filters overtook dropped.
import { act, renderHook, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { type Page, usePagedList } from "./usePagedList";

type Row = { id: number };

/** A load whose answers the test releases one by one. */
function controlledLoad() {
  const calls: { filters: string; cursor: string | null; answer: (page: Page<Row>) => void }[] = [];
  const load = (filters: string, cursor: string | null) =>
    new Promise<Page<Row>>((resolve) => calls.push({ filters, cursor, answer: resolve }));
  return { calls, load };
}

const ids = (state: { status: string; data?: Row[] }) => state.data?.map((row) => row.id);

describe("usePagedList", () => {
  it("appends the next page from the cursor, leaving out rows already shown", async () => {
    const { calls, load } = controlledLoad();
    const { result } = renderHook(() => usePagedList(load, "pending"));
    act(() => calls[0]?.answer({ items: [{ id: 9 }, { id: 8 }], nextCursor: "c1" }));
    await waitFor(() => expect(ids(result.current.state)).toEqual([9, 8]));
    expect(result.current.more.available).toBe(true);

    act(() => result.current.more.load());
    expect(result.current.more.loading).toBe(true);
    expect(calls[1]).toMatchObject({ filters: "pending", cursor: "c1" });
    act(() => calls[1]?.answer({ items: [{ id: 8 }, { id: 7 }], nextCursor: null }));
    await waitFor(() => expect(ids(result.current.state)).toEqual([9, 8, 7]));
    expect(result.current.more).toMatchObject({ available: false, loading: false, failed: false });
    // Row 8 was shown already: the page added one row.
    expect(result.current.more.added).toBe(1);
  });

  it("drops a next page that arrives after the filters changed", async () => {
    const { calls, load } = controlledLoad();
    const { result, rerender } = renderHook(({ filters }) => usePagedList(load, filters), {
      initialProps: { filters: "pending" },
    });
    act(() => calls[0]?.answer({ items: [{ id: 9 }], nextCursor: "c1" }));
    await waitFor(() => expect(ids(result.current.state)).toEqual([9]));
    act(() => result.current.more.load());

    rerender({ filters: "paid" });
    expect(calls[2]).toMatchObject({ filters: "paid", cursor: null });
    act(() => calls[2]?.answer({ items: [{ id: 5 }], nextCursor: null }));
    await waitFor(() => expect(ids(result.current.state)).toEqual([5]));
    await act(async () => calls[1]?.answer({ items: [{ id: 8 }], nextCursor: null }));
    expect(ids(result.current.state)).toEqual([5]);
    expect(result.current.more.loading).toBe(false);
  });

  it("keeps the rows shown, marked refreshing, while new filters' first page loads", async () => {
    const { calls, load } = controlledLoad();
    const { result, rerender } = renderHook(({ filters }) => usePagedList(load, filters), {
      initialProps: { filters: "pending" },
    });
    expect(result.current.state.status).toBe("loading");
    expect(result.current.refreshing).toBe(false);
    act(() => calls[0]?.answer({ items: [{ id: 9 }], nextCursor: "c1" }));
    await waitFor(() => expect(ids(result.current.state)).toEqual([9]));

    rerender({ filters: "paid" });
    expect(result.current.refreshing).toBe(true);
    expect(ids(result.current.state)).toEqual([9]);
    // The old rows' cursor belongs to the old filters: Show more waits for the new page.
    act(() => result.current.more.load());
    expect(calls).toHaveLength(2);
    act(() => calls[1]?.answer({ items: [{ id: 5 }], nextCursor: null }));
    await waitFor(() => expect(ids(result.current.state)).toEqual([5]));
    expect(result.current.refreshing).toBe(false);
  });
});
