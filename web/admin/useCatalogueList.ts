// The pattern the Products and Add-ons tabs share: the list loaded once, one item edited at a
// time in a form (focus returns to the list's heading when it closes), a stock toggle that
// resends the item with the flag flipped, and delete without a prompt (docs/decisions/015).

import { useEffect, useRef, useState } from "react";
import { useToast } from "../components/Toast";
import { useResource } from "../hooks/useResource";
import { failureText } from "./api";
import { usePendingRows } from "./usePendingRows";

export interface CatalogueItem<K> {
  id: K;
  name: string;
  inStock: boolean;
}

export type Editing<T> = { kind: "none" } | { kind: "new" } | { kind: "edit"; item: T };

export interface CatalogueListOptions<T, K> {
  /** A stable function (a module's export), so the list loads once. */
  load: () => Promise<T[]>;
  /** Saves `item` with its stock flag set to `inStock`; answers the saved item. */
  setStock: (item: T, inStock: boolean) => Promise<T>;
  remove: (id: K) => Promise<unknown>;
  texts: { addedToStock: string; removedFromStock: string; stockFailed: string };
}

export function useCatalogueList<K extends string | number, T extends CatalogueItem<K>>(
  options: CatalogueListOptions<T, K>,
) {
  const toast = useToast();
  const { state, update } = useResource(options.load, [options.load]);
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

  const remove = (item: T) =>
    runBusy(
      item.id,
      async () => {
        await options.remove(item.id);
        update((list) => list.filter((other) => other.id !== item.id));
        toast(`Deleted ${item.name}`, "success");
      },
      (failure) => toast(failureText(failure, `Could not delete ${item.name}`), "error"),
    );

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

  return { state, form, setEditing, busy, heading, toggleStock, remove };
}
