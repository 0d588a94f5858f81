// Create and edit an add-on (a vase, chocolates…) in one form: name, price, picture (uploaded
// at once, like a product's) and stock. Checks run before sending; the first invalid field
// gets focus and every error sits under its field.
import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import { Field } from "../components/forms/Field";
import { focusFirstError } from "../components/forms/validation";
import {
  ADD_ON_LABELS,
  type AddOnField,
  type AddOnFormErrors,
  type AddOnFormValues,
  checkAddOnForm,
  EMPTY_ADD_ON_FORM,
  formFromAddOn,
} from "./addOnForm";
import { type AddOn, adminApi, failureText } from "./api";
import { ImageField } from "./ImageField";

interface AddOnFormProps {
  /** The add-on being edited; absent when creating one. */
  addOn?: AddOn;
  onSaved: (addOn: AddOn) => void;
  onCancel: () => void;
}

export function AddOnForm({ addOn, onSaved, onCancel }: AddOnFormProps) {
  const [values, setValues] = useState<AddOnFormValues>(() =>
    addOn ? formFromAddOn(addOn) : EMPTY_ADD_ON_FORM,
  );
  const [errors, setErrors] = useState<AddOnFormErrors>({});
  const [saving, setSaving] = useState(false);
  const [uploading, setUploading] = useState(false);
  const [serverError, setServerError] = useState("");
  const titleId = useId();
  const title = useRef<HTMLHeadingElement>(null);
  useEffect(() => title.current?.focus(), []);

  const set = <K extends AddOnField>(field: K, value: AddOnFormValues[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setServerError("");
    const checked = checkAddOnForm(values);
    if (!checked.ok) {
      setErrors(checked.errors);
      const inFormOrder = Object.fromEntries(
        (Object.keys(ADD_ON_LABELS) as AddOnField[]).map((field) => [field, checked.errors[field]]),
      );
      focusFirstError(event.currentTarget, inFormOrder);
      return;
    }
    setSaving(true);
    try {
      onSaved(
        addOn ? await adminApi.updateAddOn(addOn.id, checked.body) : await adminApi.createAddOn(checked.body),
      );
    } catch (failure) {
      console.error(failure);
      setServerError(failureText(failure, "The add-on could not be saved. Please try again."));
      setSaving(false);
    }
  };

  return (
    <form className="card admin-product-form" noValidate onSubmit={onSubmit} aria-labelledby={titleId}>
      <h2 id={titleId} ref={title} tabIndex={-1}>
        {addOn ? `Edit ${addOn.name}` : "New add-on"}
      </h2>
      {serverError ? (
        <div className="alert alert-error" role="alert">
          {serverError}
        </div>
      ) : null}

      <div className="field-row">
        <Field label={ADD_ON_LABELS.name} error={errors.name}>
          {(control) => (
            <input
              {...control}
              name="name"
              type="text"
              required
              maxLength={100}
              value={values.name}
              onChange={(e) => set("name", e.target.value)}
            />
          )}
        </Field>
        <Field label={ADD_ON_LABELS.price} error={errors.price} hint="In US dollars.">
          {(control) => (
            <input
              {...control}
              name="price"
              type="number"
              inputMode="decimal"
              step="0.01"
              min="0.01"
              required
              value={values.price}
              onChange={(e) => set("price", e.target.value)}
            />
          )}
        </Field>
      </div>

      <ImageField
        subject="add-on"
        value={values.image}
        error={errors.image}
        onChange={(url) => set("image", url)}
        onBusy={setUploading}
      />

      <div className="field-check">
        <input
          id={`${titleId}-inStock`}
          name="inStock"
          type="checkbox"
          checked={values.inStock}
          onChange={(e) => set("inStock", e.target.checked)}
        />
        <label htmlFor={`${titleId}-inStock`}>{ADD_ON_LABELS.inStock}</label>
      </div>

      <div className="form-actions">
        <button type="submit" className="btn btn-primary" disabled={saving || uploading}>
          {saving ? "Saving…" : addOn ? "Save changes" : "Create add-on"}
        </button>
        <button type="button" className="btn btn-ghost" onClick={onCancel}>
          Cancel
        </button>
      </div>
    </form>
  );
}
