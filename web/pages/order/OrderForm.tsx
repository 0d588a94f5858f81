// The florist's order form in one calm column: what, when, to whom,
// where, then the summary and the one button that places the order. Nothing is chosen for the
// customer: she picks the day, the time and the recipient, and the summary repeats them. Enter
// in a field never places it; a slot taken meanwhile (409) refreshes the slots and keeps the rest.
// What is typed is kept in the tab as it changes (./savedDraft.ts) and comes back when the
// customer returns to this product's form: after a login on the way, or a reload. A visitor's
// "Place order" e-mails a code to the form's address and asks for it in place (./CodeStep.tsx):
// the right code signs in, or opens the account from the form's name and mobile, and the order
// is placed in the same step. A signed-in customer is never asked; her address is her account's.
import { type FormEvent, useCallback, useEffect, useRef, useState } from "react";
import type { AddOnWire } from "../../../shared/addons";
import { addressLine } from "../../../shared/address";
import { type ShopAnswer, windowEnd } from "../../../shared/delivery";
import { MSG } from "../../../shared/messages";
import { peakDayOn } from "../../../shared/peak-days";
import type { SizeId } from "../../../shared/sizes";
import { floristApi } from "../../api/florist";
import type { Order } from "../../api/models";
import type { ProductWithSizes } from "../../api/product";
import { authApi } from "../../api/shop";
import { useAuth } from "../../auth/AuthProvider";
import { sendSignInCode } from "../../components/account/sendSignInCode";
import {
  hasCode,
  hasStatus,
  refusalDetail,
  refusedField,
  refusedFieldMessage,
} from "../../components/forms/apiError";
import { errorNotice, FormMessage, successNotice } from "../../components/forms/FormMessage";
import { SubmitButton } from "../../components/forms/SubmitButton";
import { useBusy } from "../../components/forms/useBusy";
import type { FieldBinding } from "../../components/forms/useForm";
import { useSubmit } from "../../components/forms/useSubmit";
import { codeError, hasErrors } from "../../components/forms/validation";
import { NO_REMINDER, type RemindMe, RemindMeFields } from "../../components/reminders/RemindMeFields";
import { remindAfter } from "../../components/reminders/remindAfter";
import { t } from "../../i18n";
import { formatSlotWithClock } from "../../lib/delivery-format";
import { CodeStep } from "./CodeStep";
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
  withAskedDate,
} from "./draft";
import { PaySection } from "./PaySection";
import { SummarySection } from "./SummarySection";
import { keepDraft, keptDraft } from "./savedDraft";
import { ToWhomSection } from "./ToWhomSection";
import { ORDER_TEXT } from "./texts";
import { useLocationPin } from "./useLocationPin";
import { useSlots } from "./useSlots";
import { WhatSection } from "./WhatSection";
import { todayOffReason, WhenSection } from "./WhenSection";
import { WhereSection } from "./WhereSection";

type TextName = Exclude<
  { [K in keyof OrderDraft]: OrderDraft[K] extends string ? K : never }[keyof OrderDraft],
  "size" | "date" | "slot" | "area"
>;

/** The free same-day town area (the order's default), else the first one. */
export function defaultArea(shop: ShopAnswer): string {
  const town = shop.areas.find((area) => area.fee === 0 && area.same_day) ?? shop.areas[0];
  return town ? String(town.id) : "";
}

/** What the shop offers now, to judge a kept draft by. */
const offerOf = (shop: ShopAnswer, addOns: AddOnWire[]): Offer => ({
  today: shop.today,
  lastDate: windowEnd(shop.today, shop.window_days),
  closedDates: shop.closed_dates.map((day) => day.date),
  areas: shop.areas.map((area) => String(area.id)),
  addOns: addOns.filter((addOn) => addOn.in_stock).map((addOn) => addOn.id),
  paymentMethods: offeredMethods(shop.payment_methods),
});

/** Moves focus to the first control with a message: a text field, or the first open day or time. */
function focusFirstError(form: HTMLFormElement | null, errors: DraftErrors) {
  const first = CHECKED_FIELDS.find((name) => errors[name]);
  if (!form || !first) return;
  if (first === "date" || first === "slot") {
    const choice = form.querySelector<HTMLInputElement>(`input[name="${first}"]:not(:disabled)`);
    (choice ?? form.querySelector<HTMLInputElement>('input[name="deliveryDate"]'))?.focus();
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
  /** The delivery day the page's address asks for (`?date=`), if any. */
  askedDate?: string | null;
  /** The customer chose another size: the page's address says it, so a return brings it back. */
  onSize: (size: SizeId) => void;
  /** `reminderFailed`: "Remind me next year" was ticked and could not be saved. */
  onPlaced: (order: Order, reminderFailed?: boolean) => void;
}

/** The address as the server keeps it: a code sent to it answers for it however it was typed. */
const addressOf = (email: string) => email.trim().toLowerCase();

/** The code e-mailed for this order: to which address, and when (the resend cooldown's start). */
interface SentCode {
  email: string;
  sentAt: number;
}

/** A refusal that names the add-ons (one sold out or removed since the page loaded). */
const isAddOnRefusal = (error: unknown) =>
  hasStatus(error, 400) && refusedField(error)?.split(".")[0] === "addOns";

export function OrderForm(props: OrderFormProps) {
  const { product, shop, addOns: loadedAddOns, initialSize, askedDate, onSize, onPlaced } = props;
  const [addOns, setAddOns] = useState(loadedAddOns);
  const { user, signIn } = useAuth();
  const form = useRef<HTMLFormElement>(null);
  const [draft, setDraft] = useState<OrderDraft>(() => {
    const fresh = startDraft({ user, size: initialSize, area: defaultArea(shop) });
    const offer = offerOf(shop, loadedAddOns);
    const resumed = withAskedDate(
      resumeDraft(keptDraft(product.id, user?.id ?? null), fresh, offer),
      askedDate,
      offer,
    );
    return user ? { ...resumed, email: user.email } : resumed;
  });
  const [remindMe, setRemindMe] = useState<RemindMe>(NO_REMINDER);
  const [errors, setErrors] = useState<DraftErrors>({});
  const { busy, notice, setNotice, submit } = useSubmit();
  const [sent, setSent] = useState<SentCode | null>(null);
  const [code, setCode] = useState("");
  const [codeMessage, setCodeMessage] = useState<string | undefined>();
  const resending = useBusy();
  // The code step shows while the code went to the address the form names now.
  const askingCode = !user && sent !== null && sent.email === addressOf(draft.email);
  // Today's times always, so the day list can say when none is left today; another chosen
  // day's on their own (today chosen reads the same answer, not a second request).
  const { load: todaySlots, reload: reloadToday } = useSlots(shop.today, draft.area);
  const chosenIsToday = draft.date === shop.today;
  const otherDay = useSlots(chosenIsToday ? "" : draft.date, draft.area);
  const slots = chosenIsToday ? todaySlots : otherDay.load;
  const reloadChosenDay = otherDay.reload;
  const reloadSlots = useCallback(() => {
    reloadChosenDay();
    reloadToday();
  }, [reloadChosenDay, reloadToday]);

  const update = useCallback(
    (patch: Partial<OrderDraft>) => setDraft((current) => ({ ...current, ...patch })),
    [],
  );
  const setPin = useCallback((location: Pin | null) => update({ location }), [update]);
  const pin = useLocationPin(setPin);

  const userId = user?.id ?? null;
  useEffect(() => {
    keepDraft(product.id, userId, draft);
  }, [product.id, userId, draft]);

  // Signed in (here by the code, or in another tab), the order's address is the account's.
  const accountEmail = user?.email;
  useEffect(() => {
    if (accountEmail !== undefined) update({ email: accountEmail });
  }, [accountEmail, update]);

  // Messages go as their fields become valid.
  useEffect(() => {
    setErrors((shown) => {
      const left = remainingErrors(shown, draft);
      return CHECKED_FIELDS.every((name) => left[name] === shown[name]) ? shown : left;
    });
  }, [draft]);

  // A chosen time no longer open on its date (taken meanwhile, not in the new area) goes, and
  // none is chosen instead. Only the draft it was judged on changes: a time tapped meanwhile stays.
  useEffect(() => {
    if (slots.state !== "ready" || slots.answer.date !== draft.date || slots.area !== draft.area) return;
    if (!draft.slot || slots.answer.slots.some((slot) => slot.id === draft.slot && slot.available)) return;
    const judged = { date: draft.date, area: draft.area, slot: draft.slot };
    setDraft((current) =>
      current.date === judged.date && current.area === judged.area && current.slot === judged.slot
        ? { ...current, slot: "" }
        : current,
    );
  }, [slots, draft.date, draft.area, draft.slot]);

  const field = (name: TextName): FieldBinding => ({
    name,
    value: draft[name],
    onChange: (value) => update({ [name]: value }),
    error: errors[name as CheckedField],
  });

  const checkDraft = () => {
    const found = draftErrors(draft);
    setErrors(found);
    if (!hasErrors(found)) return true;
    focusFirstError(form.current, found);
    return false;
  };

  const sendCode = async (email: string) => {
    await sendSignInCode(email);
    setSent({ email, sentAt: Date.now() });
  };

  /** The order is placed: the reminder ticked for it is asked for (its failure never undoes the
   *  order: the confirmation says so and offers it again), then the confirmation opens. */
  const placed = async (order: Order) => {
    const reminderFailed = remindMe.on && !(await remindAfter(order, remindMe.occasion));
    onPlaced(order, reminderFailed);
  };

  const place = () =>
    submit({
      check: checkDraft,
      action: async () => {
        if (!user) {
          setCode("");
          setCodeMessage(undefined);
          await sendCode(addressOf(draft.email));
          return undefined;
        }
        await placed(await floristApi.placeOrder(orderBody(draft, product)));
        return undefined;
      },
      failed: orderFailed,
    });

  /** The right code signs in (as the login page does) and the order goes with the new token. */
  const confirm = () => {
    let signedIn = false;
    return submit({
      check: () => {
        const wrong = codeError(code);
        setCodeMessage(wrong);
        if (!wrong) return checkDraft();
        const field = form.current?.elements.namedItem("otp");
        if (field instanceof HTMLElement) field.focus();
        return false;
      },
      action: async () => {
        const email = addressOf(draft.email);
        const session = await authApi.verifyEmailCode({
          email,
          otp: code,
          name: draft.name.trim(),
          mobile: draft.mobile.trim(),
        });
        signIn(session.user, session.accessToken);
        signedIn = true;
        await placed(
          await floristApi.placeOrder(orderBody({ ...draft, email: session.user.email }, product)),
        );
        return undefined;
      },
      // A refused code says why (wrong, expired, too many tries, suspended) and keeps everything.
      failed: (error) =>
        signedIn ? orderFailed(error) : errorNotice(refusalDetail(error) ?? MSG.order.failed),
    });
  };

  const resend = () =>
    resending.run(async () => {
      if (!sent) return;
      try {
        await authApi.emailCode(sent.email);
        setSent({ email: sent.email, sentAt: Date.now() });
        setNotice(successNotice(MSG.register.resent));
      } catch (error) {
        setNotice(errorNotice(refusalDetail(error) ?? MSG.register.resendFailed));
      }
    });

  const orderFailed = async (error: unknown) => {
    const detail = refusalDetail(error);
    // Limits on the customer or on the bouquet that day, not on the slot: the sentence (in the
    // page's language, naming the bouquet and the day) says what to do.
    if (detail && hasCode(error, "tooManyUnpaidOrders", "tooManyOrders", "peakSoldOut")) {
      return errorNotice(detail);
    }
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
        return errorNotice(refusedFieldMessage(error) ?? MSG.order.failed, ORDER_TEXT.giftsRefreshed);
      }
    }
    return errorNotice(MSG.order.failed, refusalDetail(error));
  };

  const methods = offeredMethods(shop.payment_methods);
  const size = product.sizes.find((option) => option.id === draft.size) ?? product.sizes[0];
  const chosenAddOns = addOns.filter((addOn) => draft.addOns.includes(addOn.id));
  const area = shop.areas.find((option) => String(option.id) === draft.area);
  const slot =
    (slots.state === "ready" && slots.answer.date === draft.date
      ? slots.answer.slots.find((option) => option.id === draft.slot)
      : undefined) ?? shop.slots.find((option) => option.id === draft.slot);

  return (
    <form
      ref={form}
      className="order-form"
      noValidate
      aria-label={t("Order form")}
      // Only "Place order" sends the form (Enter in a field submits nothing); once the code is
      // asked, its "Confirm" is the form's submit button, so Enter in the code field confirms.
      onSubmit={(event: FormEvent) => {
        event.preventDefault();
        if (askingCode && sent) void confirm();
      }}
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
        onDate={(date) => update({ date })}
        todayOff={todayOffReason(todaySlots, draft.area)}
        slot={draft.slot}
        onSlot={(id) => update({ slot: id })}
        slots={slots}
        onRetry={reloadSlots}
        dateError={errors.date}
        slotError={errors.slot}
        askedDate={askedDate && askedDate !== draft.date ? askedDate : undefined}
        peakLeft={product.peakLeft}
      />
      <ToWhomSection
        field={field}
        emailLocked={!!user}
        selfRecipient={draft.selfRecipient}
        onSelfRecipient={(selfRecipient) => update({ selfRecipient })}
      />
      <WhereSection
        areas={shop.areas}
        area={draft.area}
        onArea={(id) => update({ area: id })}
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
          slotLabel={slot ? formatSlotWithClock(slot.label, slot.start, slot.end) : null}
          selfRecipient={draft.selfRecipient}
          recipient={[draft.recipientName, draft.recipientPhone]
            .map((part) => part.trim())
            .filter(Boolean)
            .join(t(", "))}
          cardMessage={draft.cardMessage.trim()}
          address={addressLine(
            { address: draft.address.trim(), landmark: draft.landmark.trim(), city: "" },
            { separator: t(", ") },
          )}
          exchangeRate={shop.exchange_rate_khr}
          paymentMethod={draft.paymentMethod}
          peak={peakDayOn(shop.peak_days, draft.date)}
        />
      ) : null}
      <RemindMeFields value={remindMe} onChange={setRemindMe} />
      {askingCode && sent ? (
        <CodeStep
          email={sent.email}
          sentAt={sent.sentAt}
          code={code}
          onCode={(typed) => {
            setCode(typed);
            setCodeMessage(undefined);
          }}
          codeError={codeMessage}
          notice={notice}
          busy={busy}
          resending={resending.busy}
          onResend={resend}
        />
      ) : (
        <>
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
        </>
      )}
    </form>
  );
}
