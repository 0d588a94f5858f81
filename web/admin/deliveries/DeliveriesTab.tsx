// Deliveries (docs/decisions/039): one shop date at a time (today unless the URL says `date=`),
// its orders grouped by slot in the order of the day with each slot's bookings against its
// capacity, every order's next status step in place, and its ticket to print, alone or with
// the whole day's. The board refreshes itself quietly: every minute and when
// the owner comes back to it, in place, never over a change the owner is making or a print.
import "./deliveries.css";
import "../../components/order-florist.css";
import "../orders/orders.css";
import { useEffect, useId, useLayoutEffect, useRef, useState } from "react";
import { useSearchParams } from "react-router-dom";
import { isValidDate, SHOP_TIMEZONE, shopToday } from "../../../shared/delivery";
import type { Order } from "../../api/models";
import { api, read } from "../../api/rpc";
import { useResource } from "../../hooks/useResource";
import { formatShopDate, formatSlot } from "../../lib/delivery-format";
import { dateFormat } from "../../lib/format";
import { LoadBanner } from "../LoadBanner";
import { type DeliveryDay, type DeliverySlot, dayApi } from "../orders/dayApi";
import { useOrderChanges } from "../orders/useOrderChanges";
import { DayNav } from "./DayNav";
import { DeliveryCard } from "./DeliveryCard";
import { DeliveryTickets } from "./DeliveryTickets";
import { type RefreshReason, useAutoRefresh } from "./useAutoRefresh";
import { usePrintTickets } from "./usePrintTickets";

/** "10:42" on the shop's clock. */
const shopClock = (at: Date) =>
  dateFormat({ hour: "2-digit", minute: "2-digit", hourCycle: "h23", timeZone: SHOP_TIMEZONE }).format(at);

const deliveries = (count: number) => (count === 1 ? "1 delivery" : `${count} deliveries`);

/** Orders still to be made and delivered: a cancel made on the board keeps its card, not its place. */
const booked = (orders: readonly Order[]) => orders.filter((order) => order.status !== "cancelled");

interface SlotProps {
  slot: DeliverySlot;
  busy: ReadonlySet<number>;
  onChange: (order: Order, to: Order["status"]) => void;
  onPrint: (id: number) => void;
}

function DeliverySlotSection({ slot, busy, onChange, onPrint }: SlotProps) {
  const titleId = useId();
  const count = booked(slot.orders).length;
  const full = slot.capacity !== null && count >= slot.capacity;
  return (
    <section className="delivery-slot" aria-labelledby={titleId}>
      <div className="admin-section-head delivery-slot-head">
        <h3 id={titleId}>{formatSlot(slot.label, slot.start, slot.end)}</h3>
        <span className={`delivery-slot-count${full ? " delivery-slot-full" : ""}`}>
          {slot.capacity === null
            ? `${count} booked (slot no longer offered)`
            : `${count} / ${slot.capacity} booked`}
        </span>
      </div>
      {slot.orders.length > 0 ? (
        <ul className="delivery-list">
          {slot.orders.map((order) => (
            <li key={order.id}>
              <DeliveryCard
                order={order}
                busy={busy.has(order.id)}
                onChange={(to) => onChange(order, to)}
                onPrint={() => onPrint(order.id)}
              />
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-muted delivery-slot-empty">No deliveries in this slot.</p>
      )}
    </section>
  );
}

const replaceIn = (day: DeliveryDay, saved: Order): DeliveryDay => ({
  ...day,
  slots: day.slots.map((slot) => ({
    ...slot,
    orders: slot.orders.map((order) => (order.id === saved.id ? saved : order)),
  })),
});

export function DeliveriesTab() {
  const [params, setParams] = useSearchParams();
  const asked = params.get("date");
  const wanted = asked && isValidDate(asked) ? asked : null;
  const { state, update, reload } = useResource(() => dayApi.deliveries(wanted), [wanted]);
  // The owner's riel rate, for what a driver collects; the tickets print dollars alone without it.
  const { state: shop } = useResource(() => read(api.shop.$get()), []);
  const rate = shop.status === "ready" ? shop.data.exchange_rate_khr : null;
  /** Counts the owner's changes made here: a refresh asked for before one would undo it. */
  const changes = useRef(0);
  const { busy, changeStatus } = useOrderChanges((saved) => {
    changes.current += 1;
    update((day) => replaceIn(day, saved));
  });
  const change = (order: Order, to: Order["status"]) => {
    changes.current += 1;
    changeStatus(order, to);
  };
  const [only, print] = usePrintTickets();
  // The device's idea of the shop's today, until the server says (the date input needs one).
  const [deviceToday] = useState(() => shopToday(new Date()));
  const [syncedAt, setSyncedAt] = useState<Date | null>(null);
  const ready = state.status === "ready";
  useEffect(() => {
    if (ready) setSyncedAt(new Date());
  }, [ready]);

  const heading = useRef<HTMLHeadingElement>(null);
  const shownDate = useRef(wanted);
  useLayoutEffect(() => {
    shownDate.current = wanted;
  });
  /** The element focused when a refresh was applied, and its order's card. */
  const focusBefore = useRef<{ element: Element; card: Element | null } | null>(null);

  useAutoRefresh(async (reason: RefreshReason) => {
    if (state.status === "failed" && reason === "return") return reload();
    if (state.status !== "ready" || busy.size > 0 || only !== null) return;
    const date = wanted;
    const before = changes.current;
    let fresh: DeliveryDay;
    try {
      fresh = await dayApi.deliveries(date);
    } catch {
      return; // the board stays as it was; "Updated" keeps its time, and the next minute tries again
    }
    // Another day shown, or the owner changed an order meanwhile: this answer is out of date.
    if (shownDate.current !== date || changes.current !== before) return;
    const focused = document.activeElement;
    focusBefore.current = focused ? { element: focused, card: focused.closest("article") } : null;
    update(() => fresh);
    setSyncedAt(new Date());
  });

  // A button the refresh took away (the order moved on elsewhere) leaves the focus on its card.
  useLayoutEffect(() => {
    const before = focusBefore.current;
    focusBefore.current = null;
    if (!before || before.element.isConnected || before.element === document.body) return;
    const cardHeading = before.card?.isConnected ? before.card.querySelector<HTMLElement>("h4") : null;
    (cardHeading ?? heading.current)?.focus();
  });

  const day = state.status === "ready" ? state.data : null;
  const today = day?.today ?? deviceToday;
  const date = day?.date ?? wanted ?? today;
  const orders = day ? day.slots.flatMap((slot) => booked(slot.orders)) : [];

  const showDate = (next: string) =>
    setParams((current) => {
      const query = new URLSearchParams(current);
      if (next === today) query.delete("date");
      else query.set("date", next);
      return query;
    });

  return (
    <section className="deliveries" aria-labelledby="deliveries-title">
      <div className="admin-section-head">
        <h2 id="deliveries-title" ref={heading} tabIndex={-1}>
          Deliveries
        </h2>
        <button
          type="button"
          className="btn btn-primary btn-sm"
          disabled={orders.length === 0}
          onClick={() => print(null)}
        >
          Print all tickets
        </button>
      </div>
      <DayNav date={date} today={today} onDate={showDate} />
      {day && syncedAt ? (
        <p className="admin-count delivery-updated">Updated {shopClock(syncedAt)}, again every minute</p>
      ) : null}
      <p className="admin-count delivery-summary" role="status">
        {day
          ? `${formatShopDate(day.date)}${day.date === day.today ? " (today)" : ""}: ${deliveries(orders.length)}`
          : null}
      </p>
      {day ? (
        <>
          {day.slots.map((slot) => (
            <DeliverySlotSection key={slot.id} slot={slot} busy={busy} onChange={change} onPrint={print} />
          ))}
          {day.slots.length === 0 ? <p className="text-muted">No delivery slots are set up.</p> : null}
          <DeliveryTickets
            orders={only === null ? orders : orders.filter((order) => order.id === only)}
            rate={rate}
          />
        </>
      ) : (
        <LoadBanner state={state} />
      )}
    </section>
  );
}
