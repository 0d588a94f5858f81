// The delivery details of an order (§3, §5): required name, email, mobile, city and
// address, optional landmark, postal code and instructions, prefilled from the profile.
// The server prices the order itself; the payload's price is only what §3 lists.
import { useState } from "react";
import { TEXT_MAX } from "../../../shared/limits";
import { MSG } from "../../../shared/messages";
import { DEFAULT_CITY } from "../../../shared/orders";
import type { Order, Product } from "../../api/models";
import { shopApi } from "../../api/shop";
import { useAuth } from "../../auth/AuthProvider";
import { useSessionExpiry } from "../../auth/useSessionExpiry";
import { refusalDetail } from "../forms/apiError";
import { errorNotice, FormMessage, type Notice } from "../forms/FormMessage";
import { EmailField, FullNameField, MobileField } from "../forms/PersonFields";
import { SubmitButton } from "../forms/SubmitButton";
import { TextAreaField, TextField } from "../forms/TextField";
import { FORM_TEXT } from "../forms/texts";
import { useBusy } from "../forms/useBusy";
import { useForm } from "../forms/useForm";
import { emailError, type FieldErrors, requiredError } from "../forms/validation";

type Details = {
  name: string;
  email: string;
  mobile: string;
  city: string;
  address: string;
  landmark: string;
  postalCode: string;
  specialInstructions: string;
};
type Fields = keyof Details;

function detailsErrors(details: Details): FieldErrors<Fields> {
  return {
    name: requiredError(details.name, FORM_TEXT.nameRequired),
    email: emailError(details.email),
    mobile: requiredError(details.mobile, FORM_TEXT.mobileRequired),
    city: requiredError(details.city, FORM_TEXT.cityRequired),
    address: requiredError(details.address, FORM_TEXT.addressRequired),
  };
}

const trimmed = (details: Details): Details =>
  Object.fromEntries(Object.entries(details).map(([key, value]) => [key, value.trim()])) as Details;

export function OrderForm({ product, onPlaced }: { product: Product; onPlaced: (order: Order) => void }) {
  const { user } = useAuth();
  const endIfExpired = useSessionExpiry();
  const {
    values: details,
    field,
    check,
    formProps,
  } = useForm<Details>(() => ({
    name: user?.name ?? "",
    email: user?.email ?? "",
    mobile: user?.mobile ?? "",
    city: DEFAULT_CITY,
    address: user?.address ?? "",
    landmark: "",
    postalCode: "",
    specialInstructions: "",
  }));
  const [notice, setNotice] = useState<Notice | null>(null);
  const { busy, run } = useBusy();

  const submit = () =>
    run(async () => {
      if (!check(detailsErrors(details))) return;
      setNotice(null);
      try {
        const order = await shopApi.placeOrder({
          productId: product.id,
          productName: product.name,
          price: product.price,
          customerInfo: trimmed(details),
        });
        onPlaced(order);
      } catch (error) {
        if (endIfExpired(error)) return;
        setNotice(errorNotice(MSG.order.failed, refusalDetail(error)));
      }
    });

  return (
    <section className="card order-form" aria-labelledby="order-form-title">
      <h2 id="order-form-title">Delivery details</h2>
      <p className="text-muted">We deliver the same day anywhere in {DEFAULT_CITY}.</p>
      <form {...formProps(submit)}>
        <FullNameField {...field("name")} />
        <div className="field-row">
          <EmailField {...field("email")} />
          <MobileField {...field("mobile")} />
        </div>
        <TextAreaField
          label="Delivery address"
          autoComplete="street-address"
          maxLength={TEXT_MAX.address}
          hint="Street, house or hotel name and room number"
          {...field("address")}
        />
        <div className="field-row">
          <TextField
            label="City"
            autoComplete="address-level2"
            maxLength={TEXT_MAX.short}
            {...field("city")}
          />
          <TextField
            label="Postal code"
            autoComplete="postal-code"
            maxLength={20}
            optional
            {...field("postalCode")}
          />
        </div>
        <TextField
          label="Landmark"
          maxLength={TEXT_MAX.short}
          optional
          hint="Something near you that a driver can find, e.g. a pagoda or market"
          {...field("landmark")}
        />
        <TextAreaField
          label="Special instructions"
          maxLength={TEXT_MAX.long}
          optional
          hint="A card message, a delivery time, or anything else we should know"
          {...field("specialInstructions")}
        />
        {/* Beside the button, where the eye is after pressing it. */}
        <FormMessage notice={notice} />
        <SubmitButton busy={busy} busyLabel="Placing order…" className="btn btn-primary btn-block btn-lg">
          Place order
        </SubmitButton>
      </form>
    </section>
  );
}
