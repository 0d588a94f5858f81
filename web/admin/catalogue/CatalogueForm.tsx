// What the product and add-on forms share: their state, the check before sending (the first
// invalid field gets focus; after that, messages go as their fields become valid, as in every
// form), the save with its failure message (brought into view), and the frame around the
// fields (title taking focus on open, the server's message, Save and Cancel).
import { type FormEvent, type ReactNode, type RefObject, useEffect, useId, useRef, useState } from "react";
import { errorNotice, FormMessage, type Notice } from "../../components/forms/FormMessage";
import { recheckedErrors } from "../../components/forms/useForm";
import { useSubmit } from "../../components/forms/useSubmit";
import { focusFirstError } from "../../components/forms/validation";
import { failureText } from "../api";

/** A price box in US dollars, to the cent (props for a TextField). */
export const PRICE_INPUT = { type: "number", inputMode: "decimal", step: "0.01", min: "0.01" } as const;

type Errors<Values> = Partial<Record<keyof Values & string, string>>;

/** A form's check before sending: the body for the API, or the message under each field. */
export type FormCheck<Values, Body> = { ok: true; body: Body } | { ok: false; errors: Errors<Values> };

/** The first problem the API's schema finds with each field, in the form's words: an empty
 *  field "is required", else the schema's message after the label ("Price must have at most
 *  2 decimals"). */
export function labelledErrors<Values extends object>(
  issues: readonly { path: readonly PropertyKey[]; message: string }[],
  labels: Record<keyof Values & string, string>,
  values: Values,
): Errors<Values> {
  const errors: Errors<Values> = {};
  for (const issue of issues) {
    const field = issue.path[0] as keyof Values & string;
    if (!(field in labels) || errors[field]) continue;
    const value = values[field];
    const empty = typeof value === "string" && value.trim() === "";
    errors[field] = `${labels[field]} ${empty ? "is required" : issue.message}`;
  }
  return errors;
}

/** The names of the form's text values (what a TextField edits). */
type TextName<Values> = {
  [K in keyof Values & string]: Values[K] extends string ? K : never;
}[keyof Values & string];

interface CatalogueFormOptions<Values, Body, Saved> {
  initial: () => Values;
  /** The fields' labels, in the order the fields stand in the form. */
  labels: Record<keyof Values, string>;
  check: (values: Values) => FormCheck<Values, Body>;
  save: (body: Body) => Promise<Saved>;
  onSaved: (saved: Saved) => void;
  /** Shown when the save fails without a message of the server's own. */
  saveFailed: string;
}

export function useCatalogueForm<Values, Body, Saved>(options: CatalogueFormOptions<Values, Body, Saved>) {
  const [values, setValues] = useState<Values>(options.initial);
  const latest = useRef(values);
  latest.current = values;
  const [errors, setErrors] = useState<Errors<Values>>({});
  const [checkFailed, setCheckFailed] = useState(false);
  const { busy: saving, notice, setNotice, submit } = useSubmit();
  const [uploading, setUploading] = useState(false);
  const titleId = useId();
  const title = useRef<HTMLHeadingElement>(null);
  useEffect(() => title.current?.focus(), []);

  const set = <K extends keyof Values & string>(field: K, value: Values[K]) => {
    const next = { ...latest.current, [field]: value };
    latest.current = next;
    setValues(next);
    if (!checkFailed) return;
    const checked = options.check(next);
    setErrors((shown) =>
      recheckedErrors<keyof Values & string>(shown, checked.ok ? {} : checked.errors, [field]),
    );
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const formElement = event.currentTarget;
    const checked = options.check(values);
    return submit({
      check: () => {
        if (checked.ok) return true;
        setNotice(null);
        setErrors(checked.errors);
        setCheckFailed(true);
        const inFormOrder = Object.fromEntries(
          (Object.keys(options.labels) as (keyof Values & string)[]).map((field) => [
            field,
            checked.errors[field],
          ]),
        );
        focusFirstError(formElement, inFormOrder);
        return false;
      },
      action: async () => {
        if (checked.ok) options.onSaved(await options.save(checked.body));
        return undefined;
      },
      failed: (failure) => {
        console.error(failure);
        return errorNotice(failureText(failure, options.saveFailed));
      },
    });
  };

  /** What a TextField takes to edit one text value of the form. */
  const text = <K extends TextName<Values>>(field: K) => ({
    name: field,
    value: values[field] as string,
    onChange: (value: string) => set(field, value as Values[K]),
    error: errors[field],
  });

  return { values, errors, set, text, saving, uploading, setUploading, notice, titleId, title, onSubmit };
}

interface CatalogueFormFrameProps {
  form: {
    titleId: string;
    title: RefObject<HTMLHeadingElement | null>;
    notice: Notice | null;
    saving: boolean;
    uploading: boolean;
    onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  };
  heading: string;
  submitLabel: string;
  onCancel: () => void;
  children: ReactNode;
}

export function CatalogueFormFrame({
  form,
  heading,
  submitLabel,
  onCancel,
  children,
}: CatalogueFormFrameProps) {
  return (
    <form
      className="card admin-product-form"
      noValidate
      onSubmit={form.onSubmit}
      aria-labelledby={form.titleId}
    >
      <h2 id={form.titleId} ref={form.title} tabIndex={-1}>
        {heading}
      </h2>
      <FormMessage notice={form.notice} />
      {children}
      <div className="form-actions">
        <button type="submit" className="btn btn-primary" disabled={form.saving || form.uploading}>
          {form.saving ? "Saving…" : submitLabel}
        </button>
        <button type="button" className="btn btn-ghost" onClick={onCancel}>
          Cancel
        </button>
      </div>
    </form>
  );
}
