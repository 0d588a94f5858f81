// The contact form (docs/decisions/040): sends for real. Sending… while the request runs, then
// the thanks for CONTACT_SUCCESS_MS with the form emptied; a failure says why and keeps
// every word typed. A honeypot no person sees or reaches, and Turnstile when the shop has a
// site key (GET /api/shop).
import { useEffect, useRef, useState } from "react";
import { CONTACT_MAX, CONTACT_SUBJECTS, type ContactSubject } from "../../../shared/contact";
import { CONTACT_SUCCESS_MS, TEXT_MAX } from "../../../shared/limits";
import { DETAIL, MSG } from "../../../shared/messages";
import { ApiError } from "../../api/client";
import { contactApi } from "../../api/contact";
import { isNetworkError } from "../../components/forms/apiError";
import { FieldError } from "../../components/forms/Field";
import { errorNotice, FormMessage, successNotice } from "../../components/forms/FormMessage";
import { SubmitButton } from "../../components/forms/SubmitButton";
import { useForm } from "../../components/forms/useForm";
import { useSubmit } from "../../components/forms/useSubmit";
import { emailError, type FieldErrors, requiredError } from "../../components/forms/validation";
import { useResource } from "../../hooks/useResource";
import { t } from "../../i18n";
import { TurnstileWidget } from "./TurnstileWidget";

type Field = "name" | "email" | "phone" | "subject" | "message";
type Form = Record<Field | "website", string>;
const EMPTY: Form = { name: "", email: "", phone: "", subject: "", message: "", website: "" };

function validate(form: Form): FieldErrors<Field> {
  const email = emailError(form.email);
  return {
    name: requiredError(form.name, t("Please enter your name")),
    email: email && t(email),
    subject: form.subject ? undefined : t("Please choose a subject"),
    message: requiredError(form.message, t("Please enter your message")),
  };
}

/** Why a send failed, under "Your message was not sent.": the server's reason, or the network. */
function failure(error: unknown) {
  if (isNetworkError(error)) return errorNotice(t(MSG.contact.notSent), t(MSG.contact.offline));
  return errorNotice(
    t(MSG.contact.notSent),
    t((error instanceof ApiError && error.detail) || DETAIL.internal),
  );
}

const required = (
  <span className="required-mark" aria-hidden="true">
    {" "}
    *
  </span>
);

export function ContactForm() {
  const { values: form, setValues, set, errors, check, formProps } = useForm<Form>(EMPTY);
  const { busy, notice, setNotice, submit } = useSubmit();
  const { state: siteKey } = useResource(contactApi.siteKey, []);
  const key = siteKey.status === "ready" ? siteKey.data : null;
  const [token, setToken] = useState<string | null>(null);
  const [round, setRound] = useState(0);
  const thanks = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => () => clearTimeout(thanks.current), []);

  const send = () =>
    submit({
      check: () => {
        if (!check(validate)) return false;
        if (key && !token) {
          setNotice(errorNotice(t(MSG.contact.robotCheck)));
          return false;
        }
        return true;
      },
      action: async () => {
        clearTimeout(thanks.current);
        try {
          await contactApi.send({
            name: form.name,
            email: form.email,
            phone: form.phone,
            subject: form.subject as ContactSubject,
            message: form.message,
            ...(form.website ? { website: form.website } : {}),
            ...(token ? { turnstile_token: token } : {}),
          });
        } finally {
          if (key) setRound((n) => n + 1); // a token counts once, sent or refused
        }
        setValues(EMPTY);
        thanks.current = setTimeout(() => setNotice(null), CONTACT_SUCCESS_MS);
        return successNotice(t(MSG.contact.success));
      },
      failed: failure,
    });

  const fieldProps = (field: Field) => ({
    id: `contact-${field}`,
    name: field,
    className: "field-input",
    value: form[field],
    onChange: (event: { target: { value: string } }) => set(field, event.target.value),
    "aria-invalid": errors[field] ? true : undefined,
    "aria-describedby": errors[field] ? `contact-${field}-error` : undefined,
  });

  const error = (field: Field) => <FieldError id={`contact-${field}-error`} message={errors[field]} />;

  return (
    <form {...formProps(send)} className="card contact-form" aria-labelledby="form-title">
      <h2 id="form-title">{t("Send us a message")}</h2>
      <div className="field-row">
        <div className="field">
          <label className="field-label" htmlFor="contact-name">
            {t("Name")}
            {required}
          </label>
          <input {...fieldProps("name")} autoComplete="name" maxLength={CONTACT_MAX.name} required />
          {error("name")}
        </div>
        <div className="field">
          <label className="field-label" htmlFor="contact-email">
            {t("Email")}
            {required}
          </label>
          <input
            {...fieldProps("email")}
            type="email"
            autoComplete="email"
            maxLength={TEXT_MAX.email}
            required
          />
          {error("email")}
        </div>
      </div>
      <div className="field-row">
        <div className="field">
          <label className="field-label" htmlFor="contact-phone">
            {t("Phone")} <span className="optional">{t("(optional)")}</span>
          </label>
          <input {...fieldProps("phone")} type="tel" autoComplete="tel" maxLength={CONTACT_MAX.phone} />
        </div>
        <div className="field">
          <label className="field-label" htmlFor="contact-subject">
            {t("Subject")}
            {required}
          </label>
          <select {...fieldProps("subject")} required>
            <option value="">{t("Choose a subject")}</option>
            {CONTACT_SUBJECTS.map(([value, label]) => (
              <option key={value} value={value}>
                {t(label)}
              </option>
            ))}
          </select>
          {error("subject")}
        </div>
      </div>
      <div className="field">
        <label className="field-label" htmlFor="contact-message">
          {t("Message")}
          {required}
        </label>
        <textarea {...fieldProps("message")} rows={5} maxLength={CONTACT_MAX.message} required />
        {error("message")}
      </div>
      {/* The honeypot: out of sight, out of the tab order and hidden from screen readers. */}
      <div className="visually-hidden" aria-hidden="true">
        <label htmlFor="contact-website">Leave this field empty</label>
        <input
          id="contact-website"
          name="website"
          type="text"
          tabIndex={-1}
          autoComplete="off"
          value={form.website}
          onChange={(event) => set("website", event.target.value)}
        />
      </div>
      {key ? <TurnstileWidget siteKey={key} round={round} onToken={setToken} /> : null}
      <p className="field-hint">{t("Fields marked * are required.")}</p>
      <FormMessage notice={notice} />
      <div className="form-actions">
        <SubmitButton busy={busy} busyLabel={t("Sending…")} className="btn btn-primary">
          {t("Send Message")}
        </SubmitButton>
      </div>
    </form>
  );
}
