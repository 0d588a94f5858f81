// Create and edit an add-on (a vase, chocolates…) in one form: name (and its Khmer and Chinese,
// shown on those pages), price, picture (uploaded at once, like a product's) and stock. Checks
// run before sending; the first invalid field gets focus and every error sits under its field.
import { CheckField } from "../../components/forms/CheckField";
import { TextField } from "../../components/forms/TextField";
import { type AddOn, adminApi } from "../api";
import { ADD_ON_LABELS, checkAddOnForm, EMPTY_ADD_ON_FORM, formFromAddOn } from "./add-on-values";
import { CatalogueFormFrame, PRICE_INPUT, useCatalogueForm } from "./CatalogueForm";
import { ImageField } from "./ImageField";

interface AddOnFormProps {
  /** The add-on being edited; absent when creating one. */
  addOn?: AddOn;
  onSaved: (addOn: AddOn) => void;
  onCancel: () => void;
}

export function AddOnForm({ addOn, onSaved, onCancel }: AddOnFormProps) {
  const form = useCatalogueForm({
    initial: () => (addOn ? formFromAddOn(addOn) : EMPTY_ADD_ON_FORM),
    labels: ADD_ON_LABELS,
    check: checkAddOnForm,
    save: (body) => (addOn ? adminApi.updateAddOn(addOn.id, body) : adminApi.createAddOn(body)),
    onSaved,
    saveFailed: "The add-on could not be saved. Please try again.",
  });
  const { values, errors, set, text } = form;

  return (
    <CatalogueFormFrame
      form={form}
      heading={addOn ? `Edit ${addOn.name}` : "New add-on"}
      submitLabel={addOn ? "Save changes" : "Create add-on"}
      onCancel={onCancel}
    >
      <div className="field-row">
        <TextField label={ADD_ON_LABELS.name} maxLength={100} {...text("name")} />
        <TextField label={ADD_ON_LABELS.price} hint="In US dollars." {...PRICE_INPUT} {...text("price")} />
      </div>
      <div className="field-row">
        {(["nameKm", "nameZh"] as const).map((field) => (
          <TextField
            key={field}
            label={ADD_ON_LABELS[field]}
            optional
            hint="Left empty, that language's pages show the English name."
            maxLength={100}
            {...text(field)}
          />
        ))}
      </div>

      <ImageField
        subject="add-on"
        value={values.image}
        error={errors.image}
        onChange={(url) => set("image", url)}
        onBusy={form.setUploading}
      />

      <CheckField
        label={ADD_ON_LABELS.inStock}
        name="inStock"
        checked={values.inStock}
        onChange={(checked) => set("inStock", checked)}
      />
    </CatalogueFormFrame>
  );
}
