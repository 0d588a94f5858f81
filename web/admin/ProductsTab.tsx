// Products tab: find a product by name or category, create or edit it in one form, flip
// its stock (the whole product is resent with the flag flipped, §4) or delete it.
import { useEffect, useRef, useState } from "react";
import { CATEGORIES, CATEGORY_LABELS, type Category } from "../../shared/catalog";
import { MSG } from "../../shared/messages";
import type { Product } from "../api/models";
import { useToast } from "../components/Toast";
import { AdminTable } from "./AdminTable";
import { adminApi, failureText } from "./api";
import { ListToolbar } from "./ListToolbar";
import { LoadBanner } from "./LoadBanner";
import { ProductForm } from "./ProductForm";
import { ProductRow } from "./ProductRow";
import { useListSearch } from "./search";
import { useAdminData } from "./useAdminData";
import { usePendingRows } from "./usePendingRows";

type Editing = { kind: "none" } | { kind: "new" } | { kind: "edit"; product: Product };

export function ProductsTab() {
  const toast = useToast();
  const [state, update] = useAdminData(adminApi.products);
  const [editing, setEditing] = useState<Editing>({ kind: "none" });
  const [category, setCategory] = useState<Category | "">("");
  const [busy, runBusy] = usePendingRows<string>();
  const search = useListSearch();
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
    (product) => (category === "" || product.category === category) && search.matches([product.name]),
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
      <ListToolbar
        searchLabel="Search by name"
        search={search}
        filter={{
          label: "Category",
          value: category,
          onChange: setCategory,
          allLabel: "All categories",
          options: CATEGORIES.map((item) => ({ value: item, label: CATEGORY_LABELS[item] })),
        }}
        shown={shown.length}
        total={products.length}
        noun={{ one: "product", other: "products" }}
      />
      <AdminTable
        className="admin-products"
        caption="Products"
        columns={[{ hidden: "Image" }, "Name", "Category", "Price", "Stock", { hidden: "Actions" }]}
        empty={shown.length > 0 ? null : products.length === 0 ? "No products yet." : "No products match."}
      >
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
      </AdminTable>
    </section>
  );
}
