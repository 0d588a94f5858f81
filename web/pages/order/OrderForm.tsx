// The florist's order form in one calm column: what, when, to whom,
// where, then the summary and the one button that places the order. Enter in a field never
// places it; a slot taken meanwhile (409) refreshes the slots and keeps everything typed.
// What is typed is kept in the tab as it changes (./savedDraft.ts) and comes back when the
// customer returns to this product's form: after a login on the way, or a reload.
import { type FormEvent, useCallback, useEffect, useRef, useState } from "react";
import type { AddOnWire } from "../../../shared/addons";
import { addDays, type ShopAnswer, windowEnd } from "../../../shared/delivery";
import { MSG } from "../../../shared/messages";
import type { SizeId } from "../../../shared/sizes";
import { floristApi, type ProductWithSizes } from "../../api/florist";
import type { Order } from "../../api/models";
import { useAuth } from "../../auth/AuthProvider";
import { hasStatus, refusalDetail } from "../../components/forms/apiError";
import { errorNotice, FormMessage } from "../../components/forms/FormMessage";
import { SubmitButton } from "../../components/forms/SubmitButton";
import type { FieldBinding } from "../../components/forms/useForm";
import { useSubmit } from "../../components/forms/useSubmit";
import { hasErrors } from "../../components/forms/validation";
import { t } from "../../i18n";
import { formatSlot } from "../../lib/delivery-format";
import {
  CHECKED_FIELDS,
  type CheckedField,
  type DraftErrors,
  draftErrors,
  type Offer,
  type OrderDraft,
  offeredMethods,
  orderBody,
  type Pin,
  remainingErrors,
  resumeDraft,
  startDraft,
} from "./draft";
import { PaySection } from "./PaySection";
import { SummarySection } from "./SummarySection";
import { keepDraft, keptDraft } from "./savedDraft";
import { ToWhomSection } from "./ToWhomSection";
import { ORDER_TEXT } from "./texts";
import { useLocationPin } from "./useLocationPin";
import { useSlots } from "./useSlots";
import { WhatSection } from "./WhatSection";
import { WhenSection } from "./WhenSection";
import { WhereSection } from "./WhereSection";

type TextName = Exclude<
  { [K in keyof OrderDraft]: OrderDraft[K] extends string ? K : never }[keyof OrderDraft],
  "size" | "date" | "slot" | "area"
>;

/** How far the form looks ahead by itself for a date with a slot left. */
const AUTO_DAYS = 14;

/** The free same-day town area (the order's default), else the first one. */
export function defaultArea(shop: ShopAnswer): string {
  const town = shop.areas.find((area) => area.fee === 0 && area.same_day) ?? shop.areas[0];
  return town ? String(town.id) : "";
}

/** The first date after `date` that is not closed and still inside the booking window. */
function nextOpenDate(shop: ShopAnswer, date: string): string | null {
  const closed = new Set(shop.closed_dates.map((day) => day.date));
  const last = addDays(shop.today, Math.min(shop.window_days, AUTO_DAYS) - 1);
  for (let day = addDays(date, 1); day <= last; day = addDays(day, 1)) if (!closed.has(day)) return day;
  return null;
}

/** What the shop offers now, to judge a kept draft by. */
const offerOf = (shop: ShopAnswer, addOns: AddOnWire[]): Offer => ({
  today: shop.today,
  lastDate: windowEnd(shop.today, shop.window_days),
  areas: shop.areas.map((area) => String(area.id)),
  addOns: addOns.filter((addOn) => addOn.in_stock).map((addOn) => addOn.id),
  paymentMethods: offeredMethods(shop.payment_methods),
});

/** Moves focus to the first control with a message: a text field, or the first open slot. */
function focusFirstError(form: HTMLFormElement | null, errors: DraftErrors) {
  const first = CHECKED_FIELDS.find((name) => errors[name]);
  if (!form || !first) return;
  if (first === "slot") {
    const slot = form.querySelector<HTMLInputElement>('input[name="slot"]:not(:disabled)');
    (slot ?? form.querySelector<HTMLInputElement>('input[name="deliveryDate"]'))?.focus();
    return;
  }
  const element = form.elements.namedItem(first);
  if (element instanceof HTMLElement) element.focus();
}

interface OrderFormProps {
  product: ProductWithSizes;
  shop: ShopAnswer;
  addOns: AddOnWire[];
  initialSize: SizeId;
  /** The customer chose another size: the page's address says it, so a return brings it back. */
  onSize: (size: SizeId) => void;
  onPlaced: (order: Order) => void;
}

/** A refusal that names the add-ons (one sold out or removed since the page loaded). */
const isAddOnRefusal = (error: unknown) =>
  hasStatus(error, 400) && !!refusalDetail(error)?.startsWith("addOns:");

export function OrderForm(props: OrderFormProps) {
  const { product, shop, addOns: loadedAddOns, initialSize, onSize, onPlaced } = props;
  const [addOns, setAddOns] = useState(loadedAddOns);
  const { user } = useAuth();
  const form = useRef<HTMLFormElement>(null);
  const [draft, setDraft] = useState<OrderDraft>(() => {
    const fresh = startDraft({ user, size: initialSize, today: shop.today, area: defaultArea(shop) });
    return user ? resumeDraft(keptDraft(product.id, user.id), fresh, offerOf(shop, loadedAddOns)) : fresh;
  });
  const [errors, setErrors] = useState<DraftErrors>({});
  const { busy, notice, submit } = useSubmit();
  const { load: slots, reload: reloadSlots } = useSlots(draft.date, draft.area);

  const update = useCallback(
    (patch: Partial<OrderDraft>) => setDraft((current) => ({ ...current, ...patch })),
    [],
  );
  const setPin = useCallback((location: Pin | null) => update({ location }), [update]);
  const pin = useLocationPin(setPin);

  const userId = user?.id;
  useEffect(() => {
    if (userId !== undefined) keepDraft(product.id, userId, draft);
  }, [product.id, userId, draft]);

  // Messages go as their fields become valid.
  useEffect(() => {
    setErrors((shown) => {
      const left = remainingErrors(shown, draft);
      return CHECKED_FIELDS.every((name) => left[name] === shown[name]) ? shown : left;
    });
  }, [draft]);

  // Today first when a slot is left, else the next open date (until the customer picks a
  // date); on the date shown, the chosen slot while it is open, else the earliest open one.
  // The change applies only to the draft it was judged on: a date the customer picks between
  // this render and the effect (a fast tap while the slots arrive) must not be overwritten.
  useEffect(() => {
    if (slots.state !== "ready" || slots.answer.date !== draft.date || slots.area !== draft.area) return;
    const judged = { date: draft.date, area: draft.area, datePicked: draft.datePicked, slot: draft.slot };
    const onJudged = (patch: Partial<OrderDraft>) =>
      setDraft((current) =>
        current.date === judged.date &&
        current.area === judged.area &&
        current.datePicked === judged.datePicked &&
        current.slot === judged.slot
          ? { ...current, ...patch }
          : current,
      );
    const open = slots.answer.slots.filter((slot) => slot.available);
    if (open.length === 0) {
      const next = draft.datePicked ? null : nextOpenDate(shop, draft.date);
      if (next) onJudged({ date: next });
      else if (draft.slot) onJudged({ slot: "" });
      return;
    }
    if (!open.some((slot) => slot.id === draft.slot)) onJudged({ slot: open[0]?.id ?? "" });
  }, [slots, draft.date, draft.area, draft.datePicked, draft.slot, shop]);

  const field = (name: TextName): FieldBinding => ({
    name,
    value: draft[name],
    onChange: (value) => update({ [name]: value }),
    error: errors[name as CheckedField],
  });

  const place = () =>
    submit({
      check: () => {
        const found = draftErrors(draft);
        setErrors(found);
        if (!hasErrors(found)) return true;
        focusFirstError(form.current, found);
        return false;
      },
      action: async () => {
        onPlaced(await floristApi.placeOrder(orderBody(draft, product)));
        return undefined;
      },
      failed: async (error) => {
        if (hasStatus(error, 409)) {
          // The slot went meanwhile: say so, show the slots as they are now, keep the rest.
          reloadSlots();
          return errorNotice(refusalDetail(error) ?? MSG.order.failed, ORDER_TEXT.slotsRefreshed);
        }
        if (isAddOnRefusal(error)) {
          // A gift sold out meanwhile: show the gifts as they are now and untick the gone ones.
          const fresh = await floristApi.addOns().catch(() => null);
          if (fresh) {
            setAddOns(fresh);
            const left = new Set(fresh.filter((addOn) => addOn.in_stock).map((addOn) => addOn.id));
            setDraft((current) => ({ ...current, addOns: current.addOns.filter((id) => left.has(id)) }));
            const detail = refusalDetail(error)?.replace(/^addOns:\s*/, "");
            return errorNotice(detail ?? MSG.order.failed, ORDER_TEXT.giftsRefreshed);
          }
        }
        return errorNotice(MSG.order.failed, refusalDetail(error));
      },
    });

  const methods = offeredMethods(shop.payment_methods);
  const size = product.sizes.find((option) => option.id === draft.size) ?? product.sizes[0];
  const chosenAddOns = addOns.filter((addOn) => draft.addOns.includes(addOn.id));
  const area = shop.areas.find((option) => String(option.id) === draft.area);
  const slot =
    slots.state === "ready" && slots.answer.date === draft.date
      ? slots.answer.slots.find((option) => option.id === draft.slot)
      : undefined;

  return (
    <form
      ref={form}
      className="order-form"
      noValidate
      aria-label={t("Order form")}
      // Only the button places the order: Enter in a field submits nothing.
      onSubmit={(event: FormEvent) => event.preventDefault()}
    >
      <WhatSection
        sizes={product.sizes}
        size={draft.size}
        onSize={(id) => {
          update({ size: id });
          onSize(id);
        }}
        addOns={addOns}
        chosen={draft.addOns}
        onAddOns={(ids) => update({ addOns: ids })}
      />
      <WhenSection
        shop={shop}
        date={draft.date}
        onDate={(date) => update({ date, datePicked: true })}
        slot={draft.slot}
        // A time chosen by hand settles its date too: changing the area then keeps it.
        onSlot={(id) => update({ slot: id, datePicked: true })}
        slots={slots}
        onRetry={reloadSlots}
        error={errors.slot}
      />
      <ToWhomSection
        field={field}
        selfRecipient={draft.selfRecipient}
        onSelfRecipient={(selfRecipient) => update({ selfRecipient })}
      />
      <WhereSection
        areas={shop.areas}
        area={draft.area}
        onArea={(id) => update(draft.datePicked ? { area: id } : { area: id, date: shop.today })}
        field={field}
        pin={draft.location}
        pinStatus={pin.status}
        pinMessage={pin.message}
        onLocate={() => pin.status !== "locating" && pin.locate()}
        onClearPin={pin.clear}
      />
      {methods.length > 1 ? (
        <PaySection
          methods={methods}
          method={draft.paymentMethod}
          onMethod={(paymentMethod) => update({ paymentMethod })}
        />
      ) : null}
      {size ? (
        <SummarySection
          productName={product.name}
          size={size}
          addOns={chosenAddOns}
          area={area}
          date={draft.date}
          slotLabel={slot ? formatSlot(slot.label, slot.start, slot.end) : null}
          exchangeRate={shop.exchange_rate_khr}
          paymentMethod={draft.paymentMethod}
        />
      ) : null}
      {/* Beside the button, where the eye is after pressing it. */}
      <FormMessage notice={notice} />
      <SubmitButton
        type="button"
        busy={busy}
        busyLabel={ORDER_TEXT.placing}
        className="btn btn-primary btn-block btn-lg"
        onClick={place}
      >
        {ORDER_TEXT.placeOrder}
      </SubmitButton>
    </form>
  );
}
