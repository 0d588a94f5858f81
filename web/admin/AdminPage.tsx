// The owner's dashboard (/admin, admins only): nine tabs whose selection lives in the URL
// (/admin?tab=products). This module is the lazy chunk's entry, so visitors never load it.
import "../styles/admin.css";
import "./admin-forms.css";
import { lazy, Suspense, useEffect, useRef, useState } from "react";
import { useSearchParams } from "react-router-dom";
import { PageMeta } from "../components/PageMeta";
import { inboxApi } from "./inbox/inbox-api";
import { LoadBanner } from "./LoadBanner";
import { ChosenPhotosProvider } from "./orders/chosenPhotos";
import { type TabItem, Tabs } from "./Tabs";

// Each tab is its own chunk: opening the orders list does not wait for the catalogue forms'
// validators or the settings editor.
const DashboardTab = lazy(() =>
  import("./dashboard/DashboardTab").then((m) => ({ default: m.DashboardTab })),
);
const DeliveriesTab = lazy(() =>
  import("./deliveries/DeliveriesTab").then((m) => ({ default: m.DeliveriesTab })),
);
const OrdersTab = lazy(() => import("./orders/OrdersTab").then((m) => ({ default: m.OrdersTab })));
const InboxTab = lazy(() => import("./inbox/InboxTab").then((m) => ({ default: m.InboxTab })));
const ProductsTab = lazy(() => import("./catalogue/ProductsTab").then((m) => ({ default: m.ProductsTab })));
const AddOnsTab = lazy(() => import("./catalogue/AddOnsTab").then((m) => ({ default: m.AddOnsTab })));
const ReviewsTab = lazy(() => import("./reviews/ReviewsTab").then((m) => ({ default: m.ReviewsTab })));
const UsersTab = lazy(() => import("./users/UsersTab").then((m) => ({ default: m.UsersTab })));
const SettingsTab = lazy(() => import("./settings/SettingsTab").then((m) => ({ default: m.SettingsTab })));

const TABS = [
  { id: "dashboard", label: "Dashboard" },
  { id: "deliveries", label: "Deliveries" },
  { id: "orders", label: "Orders" },
  { id: "inbox", label: "Inbox" },
  { id: "products", label: "Products" },
  { id: "addons", label: "Add-ons" },
  { id: "reviews", label: "Reviews" },
  { id: "users", label: "Users" },
  { id: "settings", label: "Settings" },
] as const satisfies readonly TabItem<string>[];

export type AdminTab = (typeof TABS)[number]["id"];

function readTab(value: string | null): AdminTab {
  return TABS.find((tab) => tab.id === value)?.id ?? "dashboard";
}

/** The Inbox's unread count for its tab's badge, loaded with the page; null until known (or when
 *  it cannot be: the Inbox tab says why when opened). */
function useUnreadCount() {
  const [unread, setUnread] = useState<number | null>(null);
  useEffect(() => {
    let live = true;
    inboxApi.unread().then(
      (count) => live && setUnread(count),
      () => {},
    );
    return () => {
      live = false;
    };
  }, []);
  return [unread, setUnread] as const;
}

export default function AdminPage() {
  const [params, setParams] = useSearchParams();
  const selected = readTab(params.get("tab"));
  const [unread, setUnread] = useUnreadCount();
  const tabs = TABS.map((tab) =>
    tab.id === "inbox" && unread ? { ...tab, badge: { count: unread, label: `${unread} unread` } } : tab,
  );

  // Each tab's own query as last seen (its filters, an open order), so coming back to a tab finds
  // it as it was left. Per tab: Orders and Deliveries both use `date`, which must not cross over.
  const queries = useRef(new Map<AdminTab, string>());
  useEffect(() => {
    queries.current.set(selected, params.toString());
  }, [selected, params]);

  // Replacing the entry keeps arrow-key browsing of the tabs out of the Back history.
  const select = (tab: AdminTab) => {
    const next = new URLSearchParams(queries.current.get(tab));
    next.set("tab", tab);
    setParams(next, { replace: true });
  };

  return (
    <main className="page admin-page" id="main">
      <PageMeta />
      <h1 className="admin-title">Admin Panel</h1>
      {/* a delivery photo chosen in an order's detail waits for "Mark delivered" on any tab */}
      <ChosenPhotosProvider>
        <Tabs
          label="Admin sections"
          items={tabs}
          selected={selected}
          onSelect={select}
          renderPanel={(tab) => (
            <Suspense fallback={<LoadBanner state={{ status: "loading" }} />}>{panel(tab)}</Suspense>
          )}
        />
      </ChosenPhotosProvider>
    </main>
  );

  function panel(tab: AdminTab) {
    switch (tab) {
      case "dashboard":
        return <DashboardTab onShowOrders={() => setParams({ tab: "orders" })} />;
      case "deliveries":
        return <DeliveriesTab />;
      case "products":
        return <ProductsTab />;
      case "addons":
        return <AddOnsTab />;
      case "orders":
        return <OrdersTab />;
      case "inbox":
        return <InboxTab onUnread={setUnread} />;
      case "reviews":
        return <ReviewsTab />;
      case "users":
        return <UsersTab />;
      case "settings":
        return <SettingsTab />;
    }
  }
}
