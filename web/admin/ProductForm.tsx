// Create and edit a product in one form (§3 "Admin product form", §5 rules). Checks run
// before sending; the first invalid field gets focus and every error sits under its field.
import { type FormEvent, type ReactNode, useEffect, useId, useRef, useState } from "react";
import { CATEGORIES, CATEGORY_LABELS } from "../../shared/catalog";
import type { Product } from "../api/models";
import { adminApi, failureText } from "./api";
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
  product?: Product;
  onSaved: (product: Product) => void;
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

  const inputProps = (field: ProductField, hasHint = false) => {
    const described = [hasHint && `product-${field}-hint`, errors[field] && `product-${field}-error`];
    return {
      id: `product-${field}`,
      className: "field-input",
      "aria-invalid": errors[field] ? true : undefined,
      "aria-describedby": described.filter(Boolean).join(" ") || undefined,
    };
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setServerError("");
    const checked = checkProductForm(values);
    if (!checked.ok) {
      setErrors(checked.errors);
      const first = (Object.keys(FIELD_LABELS) as ProductField[]).find((field) => checked.errors[field]);
      if (first) document.getElementById(`product-${first}`)?.focus();
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

      <Field field="name" error={errors.name}>
        <input
          {...inputProps("name")}
          type="text"
          required
          maxLength={100}
          value={values.name}
          onChange={(e) => set("name", e.target.value)}
        />
      </Field>

      <div className="field-row">
        <Field field="price" error={errors.price}>
          <input
            {...inputProps("price")}
            type="number"
            inputMode="decimal"
            step="0.01"
            min="0.01"
            required
            value={values.price}
            onChange={(e) => set("price", e.target.value)}
          />
        </Field>
        <Field field="originalPrice" error={errors.originalPrice} optional>
          <input
            {...inputProps("originalPrice")}
            type="number"
            inputMode="decimal"
            step="0.01"
            min="0.01"
            value={values.originalPrice}
            onChange={(e) => set("originalPrice", e.target.value)}
          />
        </Field>
      </div>

      <Field field="category" error={errors.category}>
        <select
          {...inputProps("category")}
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
      </Field>

      <Field field="description" error={errors.description}>
        <textarea
          {...inputProps("description")}
          required
          maxLength={2000}
          rows={4}
          value={values.description}
          onChange={(e) => set("description", e.target.value)}
        />
      </Field>

      <ImageField
        value={values.image}
        error={errors.image}
        onChange={(url) => set("image", url)}
        onBusy={setUploading}
      />

      <Field field="whatsIncluded" error={errors.whatsIncluded} optional hint="Separate items with commas.">
        <textarea
          {...inputProps("whatsIncluded", true)}
          maxLength={1000}
          rows={2}
          value={values.whatsIncluded}
          onChange={(e) => set("whatsIncluded", e.target.value)}
        />
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

interface FieldProps {
  field: ProductField;
  error?: string;
  optional?: boolean;
  hint?: string;
  children: ReactNode;
}

function Field({ field, error, optional, hint, children }: FieldProps) {
  return (
    <div className="field">
      <label className="field-label" htmlFor={`product-${field}`}>
        {FIELD_LABELS[field]} {optional ? <span className="optional">(optional)</span> : null}
      </label>
      {children}
      {hint ? (
        <p className="field-hint" id={`product-${field}-hint`}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p className="field-error" id={`product-${field}-error`}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
