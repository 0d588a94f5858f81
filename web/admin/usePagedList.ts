// A list the server pages (docs/decisions/038): the first page loads whenever the filters
// change (useResource drops an answer the filters overtook), "Show more" appends the next
// page, and `update` patches the rows in place after a change. A page that arrives after the
// filters changed is dropped too.
import { useCallback, useEffect, useRef, useState } from "react";
import { isSessionExpired } from "../api/client";
import { type ResourceState, useResource } from "../hooks/useResource";
import type { Page } from "./api";

export type LoadPage<T, F> = (filters: F, cursor: string | null) => Promise<Page<T>>;

export interface MoreRows {
  /** True while the server has rows not loaded yet. */
  available: boolean;
  loading: boolean;
  failed: boolean;
  load: () => void;
}

export function usePagedList<T extends { id: unknown }, F>(load: LoadPage<T, F>, filters: F) {
  const key = JSON.stringify(filters);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` stands for the filters' values
  const first = useCallback(() => load(filters, null), [load, key]);
  const { state: pageState, update: updatePage, reload } = useResource(first, [first]);
  const [more, setMore] = useState<"idle" | "loading" | "failed">("idle");
  const current = useRef(key);
  current.current = key;

  // biome-ignore lint/correctness/useExhaustiveDependencies: new filters start a new list
  useEffect(() => setMore("idle"), [key]);

  const cursor = pageState.status === "ready" ? pageState.data.nextCursor : null;
  const loadMore = () => {
    if (cursor === null || more === "loading") return;
    const startedFor = key;
    setMore("loading");
    load(filters, cursor).then(
      (page) => {
        if (current.current !== startedFor) return;
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

  const state: ResourceState<T[]> =
    pageState.status === "ready" ? { status: "ready", data: pageState.data.items } : pageState;
  const update = useCallback(
    (change: (items: T[]) => T[]) => updatePage((list) => ({ ...list, items: change(list.items) })),
    [updatePage],
  );
  const moreRows: MoreRows = {
    available: cursor !== null,
    loading: more === "loading",
    failed: more === "failed",
    load: loadMore,
  };
  return { state, update, reload, more: moreRows };
}
