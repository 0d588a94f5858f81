// Create and edit a product in one form (§3 "Admin product form", §5 rules). Checks run
// before sending; the first invalid field gets focus and every error sits under its field.
import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import { CATEGORIES, CATEGORY_LABELS } from "../../shared/catalog";
import { Field } from "../components/forms/Field";
import { focusFirstError } from "../components/forms/validation";
import { type AdminProduct, adminApi, failureText } from "./api";
import { ImageField } from "./ImageField";
import {
  checkProductForm,
  EMPTY_PRODUCT_FORM,
  FIELD_LABELS,
  formFromProduct,
  type ProductField,
  type ProductFormErrors,
  type ProductFormValues,
} from "./productForm";

interface ProductFormProps {
  /** The product being edited; absent when creating one. */
  product?: AdminProduct;
  onSaved: (product: AdminProduct) => void;
  onCancel: () => void;
}

export function ProductForm({ product, onSaved, onCancel }: ProductFormProps) {
  const [values, setValues] = useState<ProductFormValues>(() =>
    product ? formFromProduct(product) : EMPTY_PRODUCT_FORM,
  );
  const [errors, setErrors] = useState<ProductFormErrors>({});
  const [saving, setSaving] = useState(false);
  const [uploading, setUploading] = useState(false);
  const [serverError, setServerError] = useState("");
  const titleId = useId();
  const title = useRef<HTMLHeadingElement>(null);
  useEffect(() => title.current?.focus(), []);

  const set = <K extends ProductField>(field: K, value: ProductFormValues[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setServerError("");
    const checked = checkProductForm(values);
    if (!checked.ok) {
      setErrors(checked.errors);
      // In the order the fields stand in, so focus lands on the topmost one with a message.
      const inFormOrder = Object.fromEntries(
        (Object.keys(FIELD_LABELS) as ProductField[]).map((field) => [field, checked.errors[field]]),
      );
      focusFirstError(event.currentTarget, inFormOrder);
      return;
    }
    setSaving(true);
    try {
      const saved = product
        ? await adminApi.updateProduct(product.id, checked.body)
        : await adminApi.createProduct(checked.body);
      onSaved(saved);
    } catch (failure) {
      console.error(failure);
      setServerError(failureText(failure, "The product could not be saved. Please try again."));
      setSaving(false);
    }
  };

  return (
    <form className="card admin-product-form" noValidate onSubmit={onSubmit} aria-labelledby={titleId}>
      <h2 id={titleId} ref={title} tabIndex={-1}>
        {product ? `Edit ${product.name}` : "New product"}
      </h2>
      {serverError ? (
        <div className="alert alert-error" role="alert">
          {serverError}
        </div>
      ) : null}

      <Field label={FIELD_LABELS.name} error={errors.name}>
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

      <div className="field-row">
        <Field label={FIELD_LABELS.price} error={errors.price}>
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
        <Field label={FIELD_LABELS.originalPrice} error={errors.originalPrice} optional>
          {(control) => (
            <input
              {...control}
              name="originalPrice"
              type="number"
              inputMode="decimal"
              step="0.01"
              min="0.01"
              value={values.originalPrice}
              onChange={(e) => set("originalPrice", e.target.value)}
            />
          )}
        </Field>
      </div>

      <fieldset className="admin-fieldset" aria-describedby={`${titleId}-sizes`}>
        <legend className="field-label">Larger sizes</legend>
        <p className="field-hint" id={`${titleId}-sizes`}>
          Standard is the price above. Leave a size empty if you do not offer it.
        </p>
        <div className="field-row">
          {(["deluxePrice", "premiumPrice"] as const).map((field) => (
            <Field key={field} label={FIELD_LABELS[field]} error={errors[field]} optional>
              {(control) => (
                <input
                  {...control}
                  name={field}
                  type="number"
                  inputMode="decimal"
                  step="0.01"
                  min="0.01"
                  value={values[field]}
                  onChange={(e) => set(field, e.target.value)}
                />
              )}
            </Field>
          ))}
        </div>
      </fieldset>

      <Field label={FIELD_LABELS.category} error={errors.category}>
        {(control) => (
          <select
            {...control}
            name="category"
            required
            value={values.category}
            onChange={(e) => set("category", e.target.value as ProductFormValues["category"])}
          >
            <option value="">Choose a category</option>
            {CATEGORIES.map((category) => (
              <option key={category} value={category}>
                {CATEGORY_LABELS[category]}
              </option>
            ))}
          </select>
        )}
      </Field>

      <Field label={FIELD_LABELS.description} error={errors.description}>
        {(control) => (
          <textarea
            {...control}
            name="description"
            required
            maxLength={2000}
            rows={4}
            value={values.description}
            onChange={(e) => set("description", e.target.value)}
          />
        )}
      </Field>

      <ImageField
        value={values.image}
        error={errors.image}
        onChange={(url) => set("image", url)}
        onBusy={setUploading}
      />

      <Field
        label={FIELD_LABELS.whatsIncluded}
        error={errors.whatsIncluded}
        optional
        hint="Separate items with commas."
      >
        {(control) => (
          <textarea
            {...control}
            name="whatsIncluded"
            maxLength={1000}
            rows={2}
            value={values.whatsIncluded}
            onChange={(e) => set("whatsIncluded", e.target.value)}
          />
        )}
      </Field>

      <div className="field-check">
        <input
          id="product-inStock"
          type="checkbox"
          checked={values.inStock}
          onChange={(e) => set("inStock", e.target.checked)}
        />
        <label htmlFor="product-inStock">In stock</label>
      </div>

      <div className="form-actions">
        <button type="submit" className="btn btn-primary" disabled={saving || uploading}>
          {saving ? "Saving…" : product ? "Save changes" : "Create product"}
        </button>
        <button type="button" className="btn btn-ghost" onClick={onCancel}>
          Cancel
        </button>
      </div>
    </form>
  );
}
