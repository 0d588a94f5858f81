// Products tab: find a product by name or category, create or edit it in one form, flip
// its stock (the whole product is resent with the flag flipped, as the spec's client does) or delete it.
import { useState } from "react";
import { CATEGORIES, CATEGORY_LABELS, type Category } from "../../shared/catalog";
import { MSG } from "../../shared/messages";
import { choicesOf } from "../components/forms/ChoiceSelect";
import { AdminTable } from "./AdminTable";
import { type AdminProduct, adminApi } from "./api";
import { CatalogueSection } from "./CatalogueSection";
import { ListToolbar } from "./ListToolbar";
import { LoadBanner } from "./LoadBanner";
import { ProductForm } from "./ProductForm";
import { ProductRow } from "./ProductRow";
import { useListSearch } from "./search";
import { type CatalogueListOptions, useCatalogueList } from "./useCatalogueList";

const PRODUCT_LIST: CatalogueListOptions<AdminProduct, string> = {
  load: adminApi.products,
  setStock: (product, inStock) => adminApi.updateProduct(product.id, { ...product, inStock }),
  remove: adminApi.deleteProduct,
  texts: {
    addedToStock: MSG.admin.addedToStock,
    removedFromStock: MSG.admin.removedFromStock,
    stockFailed: MSG.admin.stockFailed,
  },
};

export function ProductsTab() {
  const list = useCatalogueList(PRODUCT_LIST);
  const { state, form, setEditing, busy } = list;
  const [category, setCategory] = useState<Category | "">("");
  const search = useListSearch();

  if (state.status !== "ready") return <LoadBanner state={state} />;

  if (form) {
    return <ProductForm key={form.key} product={form.item} onSaved={form.onSaved} onCancel={form.onCancel} />;
  }

  const products = state.data;
  const shown = products.filter(
    (product) => (category === "" || product.category === category) && search.matches([product.name]),
  );

  return (
    <CatalogueSection
      titleId="products-title"
      title="Products"
      heading={list.heading}
      addLabel="Add product"
      onAdd={() => setEditing({ kind: "new" })}
    >
      <ListToolbar
        searchLabel="Search by name"
        search={search}
        filter={{
          label: "Category",
          value: category,
          onChange: setCategory,
          anyLabel: "All categories",
          options: choicesOf(CATEGORIES, CATEGORY_LABELS),
        }}
        sort={list.sort}
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
            onEdit={() => setEditing({ kind: "edit", item: product })}
            onToggleStock={() => list.toggleStock(product)}
            onDelete={() => list.remove(product)}
          />
        ))}
      </AdminTable>
    </CatalogueSection>
  );
}
