// Add-ons tab: the gifts a customer may add to a bouquet, each with its
// picture, price and stock; created and edited in one form, stock flipped or deleted in the
// list, exactly as products are (useCatalogueList, AdminTable, ListToolbar).
import { useState } from "react";
import { MSG } from "../../../shared/messages";
import { formatUsd } from "../../lib/format";
import { AdminTable } from "../AdminTable";
import { type AddOn, adminApi } from "../api";
import { ListToolbar } from "../ListToolbar";
import { LoadBanner } from "../LoadBanner";
import { useListSearch } from "../search";
import { AddOnForm } from "./AddOnForm";
import { CatalogueRow } from "./CatalogueRow";
import { CatalogueSection } from "./CatalogueSection";
import { type CatalogueListOptions, useCatalogueList } from "./useCatalogueList";

const ADD_ON_LIST: CatalogueListOptions<AddOn, number> = {
  load: adminApi.addOns,
  setStock: ({ id, name, price, image }, inStock) =>
    adminApi.updateAddOn(id, { name, price, image, inStock }),
  remove: adminApi.deleteAddOn,
  texts: {
    addedToStock: "Add-on added to stock",
    removedFromStock: "Add-on removed from stock",
    stockFailed: MSG.admin.stockFailed,
  },
};

type StockFilter = "in" | "out";

export function AddOnsTab() {
  const list = useCatalogueList(ADD_ON_LIST);
  const { state, form, setEditing, busy } = list;
  const [stock, setStock] = useState<StockFilter | "">("");
  const search = useListSearch();

  if (state.status !== "ready") return <LoadBanner state={state} />;

  if (form) {
    return <AddOnForm key={form.key} addOn={form.item} onSaved={form.onSaved} onCancel={form.onCancel} />;
  }

  const addOns = state.data;
  const shown = addOns.filter(
    (addOn) => (stock === "" || addOn.inStock === (stock === "in")) && search.matches([addOn.name]),
  );

  return (
    <CatalogueSection
      titleId="addons-title"
      title="Add-ons"
      heading={list.heading}
      addLabel="Add add-on"
      onAdd={() => setEditing({ kind: "new" })}
    >
      <ListToolbar
        searchLabel="Search by name"
        search={search}
        filter={{
          label: "Stock",
          value: stock,
          onChange: setStock,
          anyLabel: "In and out of stock",
          options: [
            { value: "in", label: "In stock" },
            { value: "out", label: "Out of stock" },
          ],
        }}
        sort={list.sort}
        shown={shown.length}
        total={addOns.length}
        noun={{ one: "add-on", other: "add-ons" }}
      />
      <AdminTable
        className="admin-products admin-addons"
        caption="Add-ons"
        columns={[{ hidden: "Image" }, "Name", "Price", "Stock", { hidden: "Actions" }]}
        empty={shown.length > 0 ? null : addOns.length === 0 ? "No add-ons yet." : "No add-ons match."}
      >
        {shown.map((addOn) => (
          <CatalogueRow
            key={addOn.id}
            item={addOn}
            busy={busy.has(addOn.id)}
            onEdit={() => setEditing({ kind: "edit", item: addOn })}
            onToggleStock={() => list.toggleStock(addOn)}
            onDelete={() => list.remove(addOn)}
          >
            <td data-label="Price">
              <span className="admin-price">{formatUsd(addOn.price)}</span>
            </td>
          </CatalogueRow>
        ))}
      </AdminTable>
    </CatalogueSection>
  );
}
