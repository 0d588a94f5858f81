// Products tab: find a product by name or category (on the server, page by page, the filters in
// the URL: ?tab=products&q=rose&category=roses), listed in the server's order (oldest first: a sort
// in the browser would sort only the pages loaded), create or edit it in one form, flip its stock
// (the whole product is resent with the flag flipped, as the spec's client does) or delete it.
import { CATEGORIES, CATEGORY_LABELS, type Category } from "../../../shared/catalog";
import { MSG } from "../../../shared/messages";
import { choicesOf } from "../../components/forms/ChoiceSelect";
import { ShowMore } from "../../components/ShowMore";
import { AdminTable } from "../AdminTable";
import { type AdminProduct, adminApi } from "../api";
import { allMatchingShown, ListToolbar } from "../ListToolbar";
import { LoadBanner } from "../LoadBanner";
import { useUrlFilter, useUrlSearch } from "../search";
import { CatalogueSection } from "./CatalogueSection";
import { ProductForm } from "./ProductForm";
import { ProductRow } from "./ProductRow";
import { type CatalogueListOptions, useCatalogueList } from "./useCatalogueList";

type ProductFilters = { q: string; category: Category | "" };

const PRODUCT_LIST: CatalogueListOptions<AdminProduct, string, ProductFilters> = {
  load: adminApi.products,
  setStock: (product, inStock) => adminApi.updateProduct(product.id, { ...product, inStock }),
  remove: adminApi.deleteProduct,
  serverOrder: true,
  texts: {
    addedToStock: MSG.admin.addedToStock,
    removedFromStock: MSG.admin.removedFromStock,
    stockFailed: MSG.admin.stockFailed,
  },
};

const PRODUCT_NOUN = { one: "product", other: "products" };

export function ProductsTab() {
  const search = useUrlSearch();
  const [category, setCategory] = useUrlFilter("category", CATEGORIES);
  const list = useCatalogueList(PRODUCT_LIST, { q: search.applied, category });
  const { state, form, setEditing, busy } = list;

  if (form) {
    return <ProductForm key={form.key} product={form.item} onSaved={form.onSaved} onCancel={form.onCancel} />;
  }

  // The head and the toolbar stay in every state; the table's place shows what is loading or failed.
  const products = state.status === "ready" ? state.data : null;
  const filtered = search.applied !== "" || category !== "";

  return (
    <CatalogueSection
      titleId="products-title"
      title="Products"
      heading={list.heading}
      addLabel="Add product"
      onAdd={() => setEditing({ kind: "new" })}
    >
      <ListToolbar
        searchLabel="Search by name or category"
        search={search}
        filter={{
          label: "Category",
          value: category,
          onChange: setCategory,
          anyLabel: "All categories",
          options: choicesOf(CATEGORIES, CATEGORY_LABELS),
        }}
        shown={products?.length ?? null}
        total={products?.length ?? null}
        more={list.more.available}
        noun={PRODUCT_NOUN}
      />
      {products === null ? (
        <LoadBanner state={state} />
      ) : (
        <AdminTable
          className="admin-products"
          caption="Products, oldest first"
          columns={[{ hidden: "Image" }, "Name", "Category", "Price", "Stock", { hidden: "Actions" }]}
          empty={products.length > 0 ? null : filtered ? "No products match." : "No products yet."}
          busy={list.refreshing}
        >
          {products.map((product) => (
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
      )}
      {products?.length ? (
        <ShowMore
          more={list.more}
          noun="products"
          done={filtered ? allMatchingShown(products.length, PRODUCT_NOUN) : undefined}
        />
      ) : null}
    </CatalogueSection>
  );
}
