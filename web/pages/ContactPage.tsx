// /contact : the shop's details, a WhatsApp chat, socials and opening hours, the message
// form (./contact/ContactForm: sent to the shop's Inbox, docs/decisions/040) and a map
// placeholder.
import "../styles/content.css";
import "../styles/info-pages.css";
import { phoneHref, SHOP } from "../../shared/shop";
import { MAIL_ICON, PHONE_ICON, PIN_ICON } from "../components/extraIcons";
import { Icon } from "../components/Icon";
import { PageMeta } from "../components/PageMeta";
import { SHOP_ADDRESS, SocialLinks } from "../components/SocialLinks";
import { WhatsAppChat } from "../components/WhatsAppChat";
import { t } from "../i18n";
import { ContactForm } from "./contact/ContactForm";

/** What a chat from this page opens with (in English; the page's language at display). */
export const CONTACT_CHAT_TEXT = `Hello ${SHOP.name}, I have a question.`;

export default function ContactPage() {
  return (
    <main id="main" tabIndex={-1}>
      <PageMeta />
      <header className="page-hero">
        <div className="container">
          <p className="eyebrow">{t("Contact")}</p>
          <h1>{t("We would love to hear from you")}</h1>
          <p className="page-hero-lead">
            {t("Questions about an order, a wedding or a custom bouquet? Write, call or drop by the studio.")}
          </p>
        </div>
      </header>

      <div className="section container contact-layout">
        <div className="contact-details">
          <section className="card" aria-labelledby="reach-title">
            <h2 id="reach-title">{t("Get in touch")}</h2>
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
                <WhatsAppChat text={t(CONTACT_CHAT_TEXT)} />
              </li>
            </ul>
          </section>

          <section className="card" aria-labelledby="hours-title">
            <h2 id="hours-title">{t("Opening hours")}</h2>
            <ul className="hours-list">
              {SHOP.openingHours.map((hours) => (
                <li key={hours.label}>
                  <span>{t(hours.label)}</span>
                  <strong>{t(hours.display)}</strong>
                </li>
              ))}
            </ul>
          </section>

          <section className="card" aria-labelledby="social-title">
            <h2 id="social-title">{t("Follow us")}</h2>
            <SocialLinks />
          </section>
        </div>

        <ContactForm />
      </div>

      <section className="container map-section" aria-labelledby="map-title">
        <h2 id="map-title" className="visually-hidden">
          {t("Map")}
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
                {t("Open in Google Maps")}
                <span className="visually-hidden"> {t("(opens in a new tab)")}</span>
              </a>
            </p>
          </div>
        </div>
      </section>
    </main>
  );
}
