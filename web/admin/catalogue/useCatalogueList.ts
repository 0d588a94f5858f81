// The pattern the Products and Add-ons tabs share: the list loaded once (or page by page, with
// the server's filters, for products: usePagedList), one item edited at a
// time in a form (focus returns to the list's heading when it closes), a stock toggle that
// resends the item with the flag flipped, and delete without a prompt (docs/decisions/015)
// but with Undo: the row goes at once and the DELETE is sent when the toast that offers
// Undo ends (its time runs out, another toast replaces it, the page changes), when the
// list closes (another tab: the toast then drops its Undo) or when the browser leaves the
// page (sent with keepalive); Undo before that brings the row back and nothing is sent.
// Waiting on the client keeps the API's DELETE as the spec has it (no soft delete to hide
// from the shop, the orders and the dashboard's counts).

import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { useToast } from "../../components/Toast";
import { type DeleteTexts, useDeferredDeletes } from "../../hooks/useDeferredDeletes";
import { type Page, usePagedList } from "../../hooks/usePagedList";
import { failureText } from "../api";
import { usePendingRows } from "../usePendingRows";

export interface CatalogueItem<K> {
  id: K;
  name: string;
  price: number;
  inStock: boolean;
}

/** The orders the owner may list a catalogue loaded whole (add-ons) in; newest first unless
 *  they choose another, so an item just created is the first row, not lost at the bottom. */
const CATALOGUE_ORDERS = [
  { value: "newest", label: "Newest first" },
  { value: "oldest", label: "Oldest first" },
  { value: "name", label: "Name, A to Z" },
  { value: "price", label: "Price, low to high" },
] as const;
type CatalogueOrder = (typeof CATALOGUE_ORDERS)[number]["value"];

const byName = new Intl.Collator("en", { sensitivity: "base", numeric: true });
const COMPARE: Record<CatalogueOrder, (a: CatalogueItem<unknown>, b: CatalogueItem<unknown>) => number> = {
  // Ids grow with each new item, so they order by age.
  newest: (a, b) => Number(b.id) - Number(a.id),
  oldest: (a, b) => Number(a.id) - Number(b.id),
  name: (a, b) => byName.compare(a.name, b.name),
  price: (a, b) => a.price - b.price || byName.compare(a.name, b.name),
};

export type Editing<T> = { kind: "none" } | { kind: "new" } | { kind: "edit"; item: T };

export interface CatalogueListOptions<T, K, F = unknown> {
  /** A stable function (a module's export), so the list loads once (per filters): every item,
   *  or one page of them from `cursor` on. */
  load: (filters: F, cursor: string | null) => Promise<T[] | Page<T>>;
  /** Saves `item` with its stock flag set to `inStock`; answers the saved item. */
  setStock: (item: T, inStock: boolean) => Promise<T>;
  /** Deletes on the server; `keepalive` when the page is being left (the call outlives it). */
  remove: (id: K, init?: { keepalive: boolean }) => Promise<unknown>;
  texts: { addedToStock: string; removedFromStock: string; stockFailed: string };
  /** The server pages the list (products): its rows stay in the server's order, as sorting in
   *  the browser would sort only the pages loaded so far. No `sort` is offered then. */
  serverOrder?: boolean;
}

export function useCatalogueList<K extends string | number, T extends CatalogueItem<K>, F = unknown>(
  options: CatalogueListOptions<T, K, F>,
  filters?: F,
) {
  const toast = useToast();
  const { load } = options;
  const loadPage = useCallback(
    async (current: F, cursor: string | null): Promise<Page<T>> => {
      const answer = await load(current, cursor);
      return Array.isArray(answer) ? { items: answer, nextCursor: null } : answer;
    },
    [load],
  );
  const { state: loaded, refreshing, update, more } = usePagedList(loadPage, filters as F);
  // On another dashboard tab a delete sent as the list closes says it is done, without an Undo
  // that could no longer keep the row; on another page its toast leaves with the page (Toast.tsx).
  // Only the newest delete can wait: a newer toast sends the older.
  const [listPage] = useState(() => window.location.pathname);
  const sentAtClose = useCallback(
    (texts: DeleteTexts) => {
      if (window.location.pathname === listPage) toast(texts.deleted, "success");
    },
    [toast, listPage],
  );
  const deletes = useDeferredDeletes<K>(sentAtClose);
  const { hidden } = deletes;
  const [order, setOrder] = useState<CatalogueOrder>("newest");
  const serverOrder = options.serverOrder === true;
  const state = useMemo(() => {
    if (loaded.status !== "ready") return loaded;
    const shown = loaded.data.filter((item) => !hidden.has(item.id));
    return { ...loaded, data: serverOrder ? shown : shown.sort(COMPARE[order]) };
  }, [loaded, hidden, order, serverOrder]);
  const [editing, setEditing] = useState<Editing<T>>({ kind: "none" });
  const [busy, runBusy] = usePendingRows<K>();
  const heading = useRef<HTMLHeadingElement>(null);
  const wasEditing = useRef(false);

  // Closing the form returns focus to the list instead of dropping it on the page.
  useEffect(() => {
    if (editing.kind === "none" && wasEditing.current) heading.current?.focus();
    wasEditing.current = editing.kind !== "none";
  }, [editing]);

  const replace = (saved: T) =>
    update((list) => {
      const found = list.some((item) => item.id === saved.id);
      return found ? list.map((item) => (item.id === saved.id ? saved : item)) : [...list, saved];
    });

  /** The form saved `saved`: say so, show it in the list and close the form. */
  const onSaved = (saved: T) => {
    toast(editing.kind === "new" ? `Created ${saved.name}` : `Saved ${saved.name}`, "success");
    replace(saved);
    setEditing({ kind: "none" });
  };

  const toggleStock = (item: T) =>
    runBusy(
      item.id,
      async () => {
        const saved = await options.setStock(item, !item.inStock);
        replace(saved);
        toast(saved.inStock ? options.texts.addedToStock : options.texts.removedFromStock, "success");
      },
      () => toast(options.texts.stockFailed, "error"),
    );

  /** Hides the row now; the DELETE waits for the Undo toast to end. */
  const remove = (item: T) =>
    deletes.remove(item.id, (init) => options.remove(item.id, init), {
      deleted: `Deleted ${item.name}`,
      undo: "Undo",
      restored: `${item.name} is back in the list`,
      failed: (failure) => failureText(failure, `Could not delete ${item.name}`),
    });

  /** The open form's props (keyed so each item gets a fresh form), or null while the list shows. */
  const form =
    editing.kind === "none"
      ? null
      : {
          key: editing.kind === "edit" ? editing.item.id : "new",
          item: editing.kind === "edit" ? editing.item : undefined,
          onSaved,
          onCancel: () => setEditing({ kind: "none" }),
        };

  const sort = serverOrder
    ? undefined
    : { label: "Sort by", value: order, onChange: setOrder, options: CATALOGUE_ORDERS };

  return { state, refreshing, form, setEditing, busy, heading, toggleStock, remove, sort, more };
}
