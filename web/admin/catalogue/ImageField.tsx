// A catalogue form's image (products, add-ons): pick a file, it uploads at once and its preview replaces the old one.
import { IMAGE_ACCEPT } from "../../../shared/limits";
import { Field } from "../../components/forms/Field";
import { IMAGE_RULES_HINT } from "../../lib/images";
import { adminApi } from "../api";
import { useImageUpload } from "./useImageUpload";

interface ImageFieldProps {
  value: string;
  error?: string;
  onChange: (url: string) => void;
  onBusy: (busy: boolean) => void;
  /** What the picture shows, for the preview's text: "product" (default) or "add-on". */
  subject?: string;
}

export function ImageField({ value, error, onChange, onBusy, subject = "product" }: ImageFieldProps) {
  const { uploading, problem, onFile } = useImageUpload(adminApi.uploadImage, onChange, { onBusy });

  const message = problem || error;
  const hint = uploading
    ? "Uploading…"
    : value
      ? "Choose a new file to replace this image."
      : IMAGE_RULES_HINT;
  return (
    <div className="admin-image-field">
      {value ? (
        <img className="admin-image-preview" src={value} alt={`Preview for this ${subject}`} />
      ) : (
        <div className="admin-image-preview admin-image-empty" aria-hidden="true">
          No image
        </div>
      )}
      <Field label="Image" hint={hint} error={message || undefined}>
        {(control) => (
          <input
            {...control}
            name="image"
            type="file"
            accept={IMAGE_ACCEPT}
            required={!value}
            onChange={onFile}
            disabled={uploading}
          />
        )}
      </Field>
    </div>
  );
}
