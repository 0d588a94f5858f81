// A catalogue form's image (products, add-ons): pick a file, it uploads at once and its preview replaces the old one.
import { type ChangeEvent, useState } from "react";
import { MAX_IMAGE_BYTES } from "../../shared/limits";
import { DETAIL, MSG } from "../../shared/messages";
import { isSessionExpired } from "../api/client";
import { Field } from "../components/forms/Field";
import { useToast } from "../components/Toast";
import { adminApi, failureText } from "./api";

interface ImageFieldProps {
  value: string;
  error?: string;
  onChange: (url: string) => void;
  onBusy: (busy: boolean) => void;
  /** What the picture shows, for the preview's text: "product" (default) or "add-on". */
  subject?: string;
}

export function ImageField({ value, error, onChange, onBusy, subject = "product" }: ImageFieldProps) {
  const toast = useToast();
  const [uploading, setUploading] = useState(false);
  const [problem, setProblem] = useState("");

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (!file) return;
    setProblem("");
    if (!file.type.startsWith("image/") || file.size > MAX_IMAGE_BYTES) {
      setProblem(file.size > MAX_IMAGE_BYTES ? DETAIL.imageTooLarge : DETAIL.unsupportedImage);
      toast(MSG.admin.uploadFailed, "error");
      event.target.value = "";
      return;
    }
    setUploading(true);
    onBusy(true);
    try {
      onChange(await adminApi.uploadImage(file));
      toast(MSG.admin.uploaded, "success");
    } catch (failure) {
      console.error(failure);
      if (isSessionExpired(failure)) return; // the session ends (web/auth/SessionExpiry.tsx)
      setProblem(failureText(failure, MSG.admin.uploadFailed));
      toast(MSG.admin.uploadFailed, "error");
      event.target.value = "";
    } finally {
      setUploading(false);
      onBusy(false);
    }
  };

  const message = problem || error;
  const hint = uploading
    ? "Uploading…"
    : value
      ? "Choose a new file to replace this image."
      : `JPEG, PNG, WebP, AVIF or GIF, up to ${MAX_IMAGE_BYTES / (1024 * 1024)} MB.`;
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
            accept="image/*"
            required={!value}
            onChange={onFile}
            disabled={uploading}
          />
        )}
      </Field>
    </div>
  );
}
