// The add-on form's values and checks, made with the schema the API uses
// (shared/addons.ts), so the owner reads the server's words before a round trip.
import { type AdminAddOnInput, adminAddOnBody } from "../../shared/addons";
import type { AddOn } from "./api";

export interface AddOnFormValues {
  name: string;
  price: string;
  image: string;
  inStock: boolean;
}

export type AddOnField = keyof AddOnFormValues;
export type AddOnFormErrors = Partial<Record<AddOnField, string>>;

/** In the order the fields stand in the form. */
export const ADD_ON_LABELS: Record<AddOnField, string> = {
  name: "Name",
  price: "Price",
  image: "Image",
  inStock: "In stock",
};

export const EMPTY_ADD_ON_FORM: AddOnFormValues = { name: "", price: "", image: "", inStock: true };

export const formFromAddOn = (addOn: AddOn): AddOnFormValues => ({
  name: addOn.name,
  price: String(addOn.price),
  image: addOn.image,
  inStock: addOn.inStock,
});

/** The body for the API, or the errors to show under each field. */
export function checkAddOnForm(
  values: AddOnFormValues,
): { ok: true; body: AdminAddOnInput } | { ok: false; errors: AddOnFormErrors } {
  const parsed = adminAddOnBody.safeParse(values);
  if (parsed.success) return { ok: true, body: parsed.data };
  const errors: AddOnFormErrors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as AddOnField | undefined;
    if (!field || !(field in ADD_ON_LABELS) || errors[field]) continue;
    const empty = typeof values[field] === "string" && String(values[field]).trim() === "";
    errors[field] = `${ADD_ON_LABELS[field]} ${empty ? "is required" : issue.message}`;
  }
  return { ok: false, errors };
}
