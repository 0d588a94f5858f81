// The site footer, filled from the one shop profile (shared/shop.ts): who we are, where,
// how to reach us, quick links, services, opening hours and the copyright line (the shop's
// current year, by its own clock). Drawn with every public page, so its links are in the
// HTML and in the Tab order from the first visit.
import { Link } from "react-router-dom";
import { shopToday } from "../../shared/delivery";
import { phoneHref, SHOP } from "../../shared/shop";
import { t } from "../i18n";
import { MAIL_ICON, PHONE_ICON, PIN_ICON } from "./extraIcons";
import { FLOWER_ICON, Icon } from "./Icon";
import { SHOP_ADDRESS, SocialLinks } from "./SocialLinks";

const QUICK_LINKS = [
  { to: "/", label: "Home" },
  { to: "/products", label: "Our Flowers" },
  { to: "/about", label: "About Us" },
  { to: "/contact", label: "Contact" },
];

export default function Footer() {
  return (
    <footer className="site-footer">
      <div className="container footer-grid">
        <section className="footer-about" aria-labelledby="footer-shop">
          <h2 id="footer-shop" className="footer-brand">
            <Icon d={FLOWER_ICON} size={24} />
            {SHOP.name}
          </h2>
          <p>{t(SHOP.description)}</p>
          <SocialLinks />
        </section>

        <section className="footer-contact" aria-labelledby="footer-contact">
          <h2 id="footer-contact">{t("Visit or call")}</h2>
          <ul className="footer-list">
            <li className="footer-icon-line">
              <Icon d={PIN_ICON} size={18} />
              <span>{SHOP_ADDRESS}</span>
            </li>
            <li className="footer-icon-line">
              <Icon d={PHONE_ICON} size={18} />
              <span>
                <a href={phoneHref(SHOP.phones[0])}>{SHOP.phones[0]}</a>,{" "}
                <a href={phoneHref(SHOP.phones[1])}>{SHOP.phones[1]}</a>
              </span>
            </li>
            <li className="footer-icon-line">
              <Icon d={MAIL_ICON} size={18} />
              <a href={`mailto:${SHOP.email}`}>{SHOP.email}</a>
            </li>
          </ul>
          <h3 className="footer-subheading">{t("Opening hours")}</h3>
          <ul className="footer-list">
            {SHOP.openingHours.map((hours) => (
              <li key={hours.label}>
                {t("{days}: {hours}", { days: t(hours.label), hours: t(hours.display) })}
              </li>
            ))}
          </ul>
        </section>

        <nav aria-labelledby="footer-links">
          <h2 id="footer-links">{t("Quick links")}</h2>
          <ul className="footer-list">
            {QUICK_LINKS.map((link) => (
              <li key={link.to}>
                <Link to={link.to}>{t(link.label)}</Link>
              </li>
            ))}
          </ul>
        </nav>

        <section aria-labelledby="footer-services">
          <h2 id="footer-services">{t("Our services")}</h2>
          <ul className="footer-list">
            {SHOP.services.map((service) => (
              <li key={service}>{t(service)}</li>
            ))}
          </ul>
        </section>
      </div>
      <div className="container">
        <p className="footer-copyright">
          {t("© {year} {shop}. All rights reserved.", {
            year: shopToday(new Date()).slice(0, 4),
            shop: SHOP.name,
          })}
        </p>
      </div>
    </footer>
  );
}
