// /contact : the shop's details, a WhatsApp chat, socials and opening hours, a message form
// that stays in the browser (no call, docs/decisions/027: "sending" 2 s, then a thank-you for
// 5 s) and a map placeholder.
import "../styles/content.css";
import { useEffect, useRef, useState } from "react";
import { CONTACT_SEND_MS, CONTACT_SUCCESS_MS } from "../../shared/limits";
import { MSG } from "../../shared/messages";
import { phoneHref, SHOP } from "../../shared/shop";
import { MAIL_ICON, PHONE_ICON, PIN_ICON } from "../components/extraIcons";
import { FormMessage, successNotice } from "../components/forms/FormMessage";
import { useForm } from "../components/forms/useForm";
import { emailError, type FieldErrors, requiredError } from "../components/forms/validation";
import { Icon } from "../components/Icon";
import { PageMeta } from "../components/PageMeta";
import { SHOP_ADDRESS, SocialLinks } from "../components/SocialLinks";
import { WhatsAppChat } from "../components/WhatsAppChat";

/** What a chat from this page opens with. */
export const CONTACT_CHAT_TEXT = `Hello ${SHOP.name}, I have a question.`;
const SENT = successNotice(MSG.contact.success);

export const SUBJECTS = [
  ["general", "General inquiry"],
  ["custom-order", "Custom order"],
  ["wedding", "Wedding flowers"],
  ["event", "Event decoration"],
  ["delivery", "Delivery question"],
  ["other", "Other"],
] as const;

type Field = "name" | "email" | "phone" | "subject" | "message";
type Form = Record<Field, string>;
const EMPTY: Form = { name: "", email: "", phone: "", subject: "", message: "" };

function validate(form: Form): FieldErrors<Field> {
  return {
    name: requiredError(form.name, "Please enter your name"),
    email: emailError(form.email),
    subject: form.subject ? undefined : "Please choose a subject",
    message: requiredError(form.message, "Please enter your message"),
  };
}

// No call, so no useSubmit: the "sending" and the thanks are two timers, and the state
// changes inside them (the button is free again the moment the thanks shows). The thanks is
// the shared FormMessage, so it is announced and scrolled into view like every form's.
function ContactForm() {
  const { values: form, setValues, set, errors, check, formProps } = useForm<Form>(EMPTY);
  const [status, setStatus] = useState<"idle" | "sending" | "success">("idle");
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  const update = (field: Field) => (event: { target: { value: string } }) => set(field, event.target.value);

  const send = () => {
    if (status === "sending" || !check(validate)) return;
    setStatus("sending");
    timer.current = setTimeout(() => {
      setValues(EMPTY);
      setStatus("success");
      timer.current = setTimeout(() => setStatus("idle"), CONTACT_SUCCESS_MS);
    }, CONTACT_SEND_MS);
  };

  const fieldProps = (field: Field) => ({
    id: `contact-${field}`,
    name: field,
    className: "field-input",
    value: form[field],
    onChange: update(field),
    "aria-invalid": errors[field] ? true : undefined,
    "aria-describedby": errors[field] ? `contact-${field}-error` : undefined,
  });

  const error = (field: Field) =>
    errors[field] ? (
      <p className="field-error" id={`contact-${field}-error`}>
        {errors[field]}
      </p>
    ) : null;

  const required = (
    <span className="required-mark" aria-hidden="true">
      {" "}
      *
    </span>
  );

  return (
    <form {...formProps(send)} className="card contact-form" aria-labelledby="form-title">
      <h2 id="form-title">Send us a message</h2>
      <div className="field-row">
        <div className="field">
          <label className="field-label" htmlFor="contact-name">
            Name{required}
          </label>
          <input {...fieldProps("name")} autoComplete="name" required />
          {error("name")}
        </div>
        <div className="field">
          <label className="field-label" htmlFor="contact-email">
            Email{required}
          </label>
          <input {...fieldProps("email")} type="email" autoComplete="email" required />
          {error("email")}
        </div>
      </div>
      <div className="field-row">
        <div className="field">
          <label className="field-label" htmlFor="contact-phone">
            Phone <span className="optional">(optional)</span>
          </label>
          <input {...fieldProps("phone")} type="tel" autoComplete="tel" />
        </div>
        <div className="field">
          <label className="field-label" htmlFor="contact-subject">
            Subject{required}
          </label>
          <select {...fieldProps("subject")} required>
            <option value="">Choose a subject</option>
            {SUBJECTS.map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
          {error("subject")}
        </div>
      </div>
      <div className="field">
        <label className="field-label" htmlFor="contact-message">
          Message{required}
        </label>
        <textarea {...fieldProps("message")} rows={5} required />
        {error("message")}
      </div>
      <p className="field-hint">Fields marked * are required.</p>
      <FormMessage notice={status === "success" ? SENT : null} />
      <div className="form-actions">
        <button type="submit" className="btn btn-primary" disabled={status === "sending"}>
          {status === "sending" ? (
            <>
              <span className="spinner" aria-hidden="true" /> Sending…
            </>
          ) : (
            "Send Message"
          )}
        </button>
      </div>
    </form>
  );
}

export default function ContactPage() {
  return (
    <main id="main" tabIndex={-1}>
      <PageMeta />
      <header className="page-hero">
        <div className="container">
          <p className="eyebrow">Contact</p>
          <h1>We would love to hear from you</h1>
          <p className="page-hero-lead">
            Questions about an order, a wedding or a custom bouquet? Write, call or drop by the studio.
          </p>
        </div>
      </header>

      <div className="section container contact-layout">
        <div className="contact-details">
          <section className="card" aria-labelledby="reach-title">
            <h2 id="reach-title">Get in touch</h2>
            <ul className="detail-list">
              <li>
                <Icon d={PIN_ICON} />
                <span>{SHOP_ADDRESS}</span>
              </li>
              <li>
                <Icon d={PHONE_ICON} />
                <span>
                  <a href={phoneHref(SHOP.phones[0])}>{SHOP.phones[0]}</a>
                  <br />
                  <a href={phoneHref(SHOP.phones[1])}>{SHOP.phones[1]}</a>
                </span>
              </li>
              <li>
                <Icon d={MAIL_ICON} />
                <a href={`mailto:${SHOP.email}`}>{SHOP.email}</a>
              </li>
              <li>
                <WhatsAppChat text={CONTACT_CHAT_TEXT} />
              </li>
            </ul>
          </section>

          <section className="card" aria-labelledby="hours-title">
            <h2 id="hours-title">Opening hours</h2>
            <ul className="hours-list">
              {SHOP.openingHours.map((hours) => (
                <li key={hours.label}>
                  <span>{hours.label}</span>
                  <strong>{hours.display}</strong>
                </li>
              ))}
            </ul>
          </section>

          <section className="card" aria-labelledby="social-title">
            <h2 id="social-title">Follow us</h2>
            <SocialLinks />
          </section>
        </div>

        <ContactForm />
      </div>

      <section className="container map-section" aria-labelledby="map-title">
        <h2 id="map-title" className="visually-hidden">
          Map
        </h2>
        <div className="map-placeholder">
          <div>
            <span className="map-pin">
              <Icon d={PIN_ICON} size={24} />
            </span>
            <p>
              <strong>{SHOP.name}</strong>
            </p>
            <p>{SHOP_ADDRESS}</p>
            <p>
              <a
                href={`https://www.google.com/maps/search/?api=1&query=${SHOP.geo.latitude},${SHOP.geo.longitude}`}
                target="_blank"
                rel="noopener noreferrer"
              >
                Open in Google Maps<span className="visually-hidden"> (opens in a new tab)</span>
              </a>
            </p>
          </div>
        </div>
      </section>
    </main>
  );
}
