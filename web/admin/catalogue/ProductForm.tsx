// Create and edit a product in one form (sent camelCase, docs/decisions/005). Checks run
// before sending; the first invalid field gets focus and every error sits under its field.
import { CATEGORIES, CATEGORY_LABELS } from "../../../shared/catalog";
import { OCCASION_LABELS, OCCASIONS } from "../../../shared/occasions";
import { CheckField } from "../../components/forms/CheckField";
import { Field } from "../../components/forms/Field";
import { TextAreaField, TextField } from "../../components/forms/TextField";
import { type AdminProduct, adminApi } from "../api";
import { CatalogueFormFrame, PRICE_INPUT, useCatalogueForm } from "./CatalogueForm";
import { ImageField } from "./ImageField";
import {
  checkProductForm,
  EMPTY_PRODUCT_FORM,
  FIELD_LABELS,
  formFromProduct,
  type ProductFormValues,
} from "./product-values";

/** The translated texts' fields, by language. */
const LANGUAGE_FIELDS = [
  ["nameKm", "descriptionKm", "whatsIncludedKm"],
  ["nameZh", "descriptionZh", "whatsIncludedZh"],
] as const;

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
  const { values, errors, set, text, titleId } = form;

  return (
    <CatalogueFormFrame
      form={form}
      heading={product ? `Edit ${product.name}` : "New product"}
      submitLabel={product ? "Save changes" : "Create product"}
      onCancel={onCancel}
    >
      <TextField label={FIELD_LABELS.name} maxLength={100} {...text("name")} />

      <div className="field-row">
        <TextField label={FIELD_LABELS.price} {...PRICE_INPUT} {...text("price")} />
        <TextField
          label={FIELD_LABELS.originalPrice}
          optional
          hint="The price before a discount, shown struck through."
          {...PRICE_INPUT}
          {...text("originalPrice")}
        />
      </div>

      <fieldset className="admin-fieldset" aria-describedby={`${titleId}-sizes`}>
        <legend className="field-label">Larger sizes</legend>
        <p className="field-hint" id={`${titleId}-sizes`}>
          Standard is the price above. Leave a size empty if you do not offer it.
        </p>
        <div className="field-row">
          {(["deluxePrice", "premiumPrice"] as const).map((field) => (
            <TextField key={field} label={FIELD_LABELS[field]} optional {...PRICE_INPUT} {...text(field)} />
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

      <TextAreaField label={FIELD_LABELS.description} maxLength={2000} rows={4} {...text("description")} />

      <ImageField
        value={values.image}
        error={errors.image}
        onChange={(url) => set("image", url)}
        onBusy={form.setUploading}
      />

      <TextAreaField
        label={FIELD_LABELS.whatsIncluded}
        optional
        hint="Separate items with commas."
        maxLength={1000}
        rows={2}
        {...text("whatsIncluded")}
      />

      <fieldset className="admin-fieldset" aria-describedby={`${titleId}-occasions`}>
        <legend className="field-label">{FIELD_LABELS.occasions}</legend>
        <p className="field-hint" id={`${titleId}-occasions`}>
          Customers find the product when they search for these or filter by them.
        </p>
        <div className="admin-occasions">
          {OCCASIONS.map((occasion) => (
            <CheckField
              key={occasion}
              label={OCCASION_LABELS[occasion]}
              checked={values.occasions.includes(occasion)}
              onChange={(checked) =>
                set(
                  "occasions",
                  OCCASIONS.filter((other) =>
                    other === occasion ? checked : values.occasions.includes(other),
                  ),
                )
              }
            />
          ))}
        </div>
      </fieldset>

      <fieldset className="admin-fieldset" aria-describedby={`${titleId}-languages`}>
        <legend className="field-label">Khmer and Chinese</legend>
        <p className="field-hint" id={`${titleId}-languages`}>
          Shown on the shop's Khmer and Chinese pages. Left empty, those pages show the English text.
        </p>
        {LANGUAGE_FIELDS.map(([name, description, included]) => (
          <div key={name}>
            <TextField label={FIELD_LABELS[name]} optional maxLength={100} {...text(name)} />
            <TextAreaField
              label={FIELD_LABELS[description]}
              optional
              maxLength={2000}
              rows={3}
              {...text(description)}
            />
            <TextAreaField
              label={FIELD_LABELS[included]}
              optional
              hint="Separate items with commas."
              maxLength={1000}
              rows={2}
              {...text(included)}
            />
          </div>
        ))}
      </fieldset>

      <CheckField
        label={FIELD_LABELS.featured}
        hint="The home page shows the first three featured products; with none featured, the first three of the catalogue."
        checked={values.featured}
        onChange={(checked) => set("featured", checked)}
      />
      <CheckField
        label={FIELD_LABELS.inStock}
        name="inStock"
        checked={values.inStock}
        onChange={(checked) => set("inStock", checked)}
      />
    </CatalogueFormFrame>
  );
}
