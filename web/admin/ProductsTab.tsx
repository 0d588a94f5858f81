// Products tab: find a product by name or category, create or edit it in one form, flip
// its stock (the whole product is resent with the flag flipped, §4) or delete it.
import { useDeferredValue, useEffect, useRef, useState } from "react";
import { CATEGORIES, CATEGORY_LABELS, type Category } from "../../shared/catalog";
import { MSG } from "../../shared/messages";
import type { Product } from "../api/models";
import { useToast } from "../components/Toast";
import { adminApi, failureText } from "./api";
import { matchesQuery } from "./format";
import { LoadBanner } from "./LoadBanner";
import { ProductForm } from "./ProductForm";
import { ProductRow } from "./ProductRow";
import { useAdminData } from "./useAdminData";
import { usePendingRows } from "./usePendingRows";

type Editing = { kind: "none" } | { kind: "new" } | { kind: "edit"; product: Product };

export function ProductsTab() {
  const toast = useToast();
  const [state, update] = useAdminData(adminApi.products);
  const [editing, setEditing] = useState<Editing>({ kind: "none" });
  const [query, setQuery] = useState("");
  const [category, setCategory] = useState<Category | "">("");
  const [busy, runBusy] = usePendingRows<string>();
  const deferredQuery = useDeferredValue(query);
  const heading = useRef<HTMLHeadingElement>(null);
  const wasEditing = useRef(false);

  // Closing the form returns focus to the list instead of dropping it on the page.
  useEffect(() => {
    if (editing.kind === "none" && wasEditing.current) heading.current?.focus();
    wasEditing.current = editing.kind !== "none";
  }, [editing]);

  if (state.status !== "ready") return <LoadBanner state={state} />;

  const replace = (saved: Product) =>
    update((list) => {
      const found = list.some((item) => item.id === saved.id);
      return found ? list.map((item) => (item.id === saved.id ? saved : item)) : [...list, saved];
    });

  const onSaved = (saved: Product) => {
    toast(editing.kind === "new" ? `Created ${saved.name}` : `Saved ${saved.name}`, "success");
    replace(saved);
    setEditing({ kind: "none" });
  };

  const toggleStock = (product: Product) =>
    runBusy(product.id, async () => {
      try {
        const saved = await adminApi.updateProduct(product.id, { ...product, inStock: !product.inStock });
        replace(saved);
        toast(saved.inStock ? MSG.admin.addedToStock : MSG.admin.removedFromStock, "success");
      } catch (failure) {
        console.error(failure);
        toast(MSG.admin.stockFailed, "error");
      }
    });

  const remove = (product: Product) =>
    runBusy(product.id, async () => {
      try {
        await adminApi.deleteProduct(product.id);
        update((list) => list.filter((item) => item.id !== product.id));
        toast(`Deleted ${product.name}`, "success");
      } catch (failure) {
        console.error(failure);
        toast(failureText(failure, `Could not delete ${product.name}`), "error");
      }
    });

  if (editing.kind !== "none") {
    return (
      <ProductForm
        key={editing.kind === "edit" ? editing.product.id : "new"}
        product={editing.kind === "edit" ? editing.product : undefined}
        onSaved={onSaved}
        onCancel={() => setEditing({ kind: "none" })}
      />
    );
  }

  const products = state.data;
  const shown = products.filter(
    (product) =>
      (category === "" || product.category === category) && matchesQuery(deferredQuery, [product.name]),
  );

  return (
    <section aria-labelledby="products-title">
      <div className="admin-section-head">
        <h2 id="products-title" ref={heading} tabIndex={-1}>
          Products
        </h2>
        <button type="button" className="btn btn-primary btn-sm" onClick={() => setEditing({ kind: "new" })}>
          Add product
        </button>
      </div>
      <div className="admin-filters">
        <div className="field">
          <label className="field-label" htmlFor="product-search">
            Search by name
          </label>
          <input
            id="product-search"
            className="field-input"
            type="search"
            value={query}
            onChange={(e) => setQuery(e.target.value)}
          />
        </div>
        <div className="field">
          <label className="field-label" htmlFor="product-category-filter">
            Category
          </label>
          <select
            id="product-category-filter"
            className="field-input"
            value={category}
            onChange={(e) => setCategory(e.target.value as Category | "")}
          >
            <option value="">All categories</option>
            {CATEGORIES.map((item) => (
              <option key={item} value={item}>
                {CATEGORY_LABELS[item]}
              </option>
            ))}
          </select>
        </div>
      </div>
      <p className="admin-count" aria-live="polite">
        {shown.length === products.length
          ? `${products.length} products`
          : `${shown.length} of ${products.length} products`}
      </p>
      {shown.length === 0 ? (
        <p className="empty-state">{products.length === 0 ? "No products yet." : "No products match."}</p>
      ) : (
        <div className="table-wrap admin-table-wrap">
          <table className="table admin-table admin-products">
            <caption className="visually-hidden">Products</caption>
            <thead>
              <tr>
                <th scope="col">
                  <span className="visually-hidden">Image</span>
                </th>
                <th scope="col">Name</th>
                <th scope="col">Category</th>
                <th scope="col">Price</th>
                <th scope="col">Stock</th>
                <th scope="col">
                  <span className="visually-hidden">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {shown.map((product) => (
                <ProductRow
                  key={product.id}
                  product={product}
                  busy={busy.has(product.id)}
                  onEdit={() => setEditing({ kind: "edit", product })}
                  onToggleStock={() => toggleStock(product)}
                  onDelete={() => remove(product)}
                />
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
