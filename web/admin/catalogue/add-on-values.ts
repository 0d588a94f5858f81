// The add-on form's values and checks, made with the schema the API uses
// (shared/addons.ts), so the owner reads the server's words before a round trip.
import { type AdminAddOnInput, adminAddOnBody } from "../../../shared/addons";
import type { AddOn } from "../api";
import { type FormCheck, labelledErrors } from "./CatalogueForm";

export interface AddOnFormValues {
  name: string;
  /** "" clears the translation: the English name is shown again. */
  nameKm: string;
  nameZh: string;
  price: string;
  image: string;
  inStock: boolean;
}

/** In the order the fields stand in the form. */
export const ADD_ON_LABELS: Record<keyof AddOnFormValues, string> = {
  name: "Name",
  nameKm: "Name in Khmer",
  nameZh: "Name in Chinese",
  price: "Price",
  image: "Image",
  inStock: "In stock",
};

export const EMPTY_ADD_ON_FORM: AddOnFormValues = {
  name: "",
  nameKm: "",
  nameZh: "",
  price: "",
  image: "",
  inStock: true,
};

export const formFromAddOn = (addOn: AddOn): AddOnFormValues => ({
  name: addOn.name,
  nameKm: addOn.nameKm,
  nameZh: addOn.nameZh,
  price: String(addOn.price),
  image: addOn.image,
  inStock: addOn.inStock,
});

/** The body for the API, or the errors to show under each field. */
export function checkAddOnForm(values: AddOnFormValues): FormCheck<AddOnFormValues, AdminAddOnInput> {
  const parsed = adminAddOnBody.safeParse(values);
  // an emptied translation is parsed to null, which clears it
  if (parsed.success) return { ok: true, body: parsed.data };
  return { ok: false, errors: labelledErrors(parsed.error.issues, ADD_ON_LABELS, values) };
}
