// A list the server pages (docs/decisions/038): the first page loads whenever the filters
// change (useResource drops an answer the filters overtook), "Show more" appends the next
// page, and `update` patches the rows in place after a change. A page that arrives after the
// filters changed is dropped too. While new filters' first page loads, the rows shown before
// stay (with `refreshing` set, for aria-busy), so the list does not blink to "Loading…" and the
// toolbar above it, with the focus in it, stays put. `initial`: the first page the page
// already has (drawn into its HTML by the Worker), shown without a request.
import { useCallback, useEffect, useRef, useState } from "react";
import { isSessionExpired } from "../api/client";
import { type ResourceState, useResource, useShown } from "./useResource";

/** A page of a list as the lists hold it; nextCursor null on the last page. */
export interface Page<T> {
  items: T[];
  nextCursor: string | null;
}

export type LoadPage<T, F> = (filters: F, cursor: string | null) => Promise<Page<T>>;

export interface MoreRows {
  /** True while the server has rows not loaded yet. */
  available: boolean;
  /** How many new rows the last "Show more" added (0 before any). */
  added: number;
  loading: boolean;
  failed: boolean;
  load: () => void;
}

export function usePagedList<T extends { id: unknown }, F>(
  load: LoadPage<T, F>,
  filters: F,
  initial?: Page<T>,
) {
  const key = JSON.stringify(filters);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` stands for the filters' values
  const first = useCallback(() => load(filters, null), [load, key]);
  const { state: pageState, update: updatePage, reload } = useResource(first, [first], initial);
  const [more, setMore] = useState<"idle" | "loading" | "failed">("idle");
  const [added, setAdded] = useState(0);
  const current = useRef(key);
  current.current = key;
  // The last page stays while new filters' first page loads; a failure forgets it (its rows
  // belong to other filters).
  const { shown: page, refreshing, last: shown } = useShown(pageState);

  // biome-ignore lint/correctness/useExhaustiveDependencies: new filters start a new list
  useEffect(() => {
    setMore("idle");
    setAdded(0);
  }, [key]);

  const cursor = page?.nextCursor ?? null;
  const loadMore = () => {
    // The cursor of rows being replaced belongs to the old filters: wait for the new page.
    if (refreshing || cursor === null || more === "loading") return;
    const startedFor = key;
    setMore("loading");
    load(filters, cursor).then(
      (page) => {
        if (current.current !== startedFor) return;
        const known = new Set(shown.current?.items.map((item) => item.id));
        setAdded(page.items.filter((item) => !known.has(item.id)).length);
        updatePage((list) => {
          const known = new Set(list.items.map((item) => item.id));
          return {
            items: [...list.items, ...page.items.filter((item) => !known.has(item.id))],
            nextCursor: page.nextCursor,
          };
        });
        setMore("idle");
      },
      (error: unknown) => {
        if (current.current !== startedFor || isSessionExpired(error)) return;
        console.error(error);
        setMore("failed");
      },
    );
  };

  const state: ResourceState<T[]> = page
    ? { status: "ready", data: page.items }
    : pageState.status === "failed"
      ? pageState
      : { status: "loading" };
  const update = useCallback(
    (change: (items: T[]) => T[]) => updatePage((list) => ({ ...list, items: change(list.items) })),
    [updatePage],
  );
  const moreRows: MoreRows = {
    available: cursor !== null,
    added,
    loading: more === "loading",
    failed: more === "failed",
    load: loadMore,
  };
  return { state, refreshing, update, reload, more: moreRows };
}
