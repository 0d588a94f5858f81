// Create and edit a product in one form (sent camelCase, docs/decisions/005). Checks run
// before sending; the first invalid field gets focus and every error sits under its field.
import { CATEGORIES, CATEGORY_LABELS } from "../../shared/catalog";
import { OCCASION_LABELS, OCCASIONS } from "../../shared/occasions";
import { Field } from "../components/forms/Field";
import { type AdminProduct, adminApi } from "./api";
import { CatalogueFormFrame, PRICE_INPUT, useCatalogueForm } from "./CatalogueForm";
import { ImageField } from "./ImageField";
import {
  checkProductForm,
  EMPTY_PRODUCT_FORM,
  FIELD_LABELS,
  formFromProduct,
  type ProductFormValues,
} from "./productForm";

interface ProductFormProps {
  /** The product being edited; absent when creating one. */
  product?: AdminProduct;
  onSaved: (product: AdminProduct) => void;
  onCancel: () => void;
}

export function ProductForm({ product, onSaved, onCancel }: ProductFormProps) {
  const form = useCatalogueForm({
    initial: () => (product ? formFromProduct(product) : EMPTY_PRODUCT_FORM),
    labels: FIELD_LABELS,
    check: checkProductForm,
    save: (body) => (product ? adminApi.updateProduct(product.id, body) : adminApi.createProduct(body)),
    onSaved,
    saveFailed: "The product could not be saved. Please try again.",
  });
  const { values, errors, set, titleId } = form;

  return (
    <CatalogueFormFrame
      form={form}
      heading={product ? `Edit ${product.name}` : "New product"}
      submitLabel={product ? "Save changes" : "Create product"}
      onCancel={onCancel}
    >
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
              {...PRICE_INPUT}
              name="price"
              required
              value={values.price}
              onChange={(e) => set("price", e.target.value)}
            />
          )}
        </Field>
        <Field
          label={FIELD_LABELS.originalPrice}
          error={errors.originalPrice}
          optional
          hint="The price before a discount, shown struck through."
        >
          {(control) => (
            <input
              {...control}
              {...PRICE_INPUT}
              name="originalPrice"
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
                  {...PRICE_INPUT}
                  name={field}
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
        onBusy={form.setUploading}
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

      <fieldset className="admin-fieldset" aria-describedby={`${titleId}-occasions`}>
        <legend className="field-label">{FIELD_LABELS.occasions}</legend>
        <p className="field-hint" id={`${titleId}-occasions`}>
          Customers find the product when they search for these or filter by them.
        </p>
        <div className="admin-occasions">
          {OCCASIONS.map((occasion) => (
            <div className="field-check" key={occasion}>
              <input
                id={`${titleId}-occasion-${occasion}`}
                type="checkbox"
                checked={values.occasions.includes(occasion)}
                onChange={(e) =>
                  set(
                    "occasions",
                    OCCASIONS.filter((other) =>
                      other === occasion ? e.target.checked : values.occasions.includes(other),
                    ),
                  )
                }
              />
              <label htmlFor={`${titleId}-occasion-${occasion}`}>{OCCASION_LABELS[occasion]}</label>
            </div>
          ))}
        </div>
      </fieldset>

      <div className="field-check">
        <input
          id="product-featured"
          type="checkbox"
          checked={values.featured}
          aria-describedby="product-featured-hint"
          onChange={(e) => set("featured", e.target.checked)}
        />
        <label htmlFor="product-featured">{FIELD_LABELS.featured}</label>
      </div>
      <p className="field-hint admin-check-hint" id="product-featured-hint">
        The home page shows the first three featured products; with none featured, the first three of the
        catalogue.
      </p>

      <div className="field-check">
        <input
          id="product-inStock"
          type="checkbox"
          checked={values.inStock}
          onChange={(e) => set("inStock", e.target.checked)}
        />
        <label htmlFor="product-inStock">In stock</label>
      </div>
    </CatalogueFormFrame>
  );
}
