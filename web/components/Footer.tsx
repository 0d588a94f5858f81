// The site footer, filled from the one shop profile (shared/shop.ts): who we are, where,
// how to reach us, quick links, services, opening hours and the copyright line.
import { Link } from "react-router-dom";
import { phoneHref, SHOP } from "../../shared/shop";
import { Icon, type IconName } from "./Icon";

export const SOCIAL_LINKS: { name: string; icon: IconName; href: string }[] = [
  { name: "Instagram", icon: "instagram", href: SHOP.social.instagram },
  { name: "TikTok", icon: "tiktok", href: SHOP.social.tiktok },
  { name: "Telegram", icon: "telegram", href: SHOP.social.telegram },
];

const QUICK_LINKS = [
  { to: "/", label: "Home" },
  { to: "/products", label: "Our Flowers" },
  { to: "/about", label: "About Us" },
  { to: "/contact", label: "Contact" },
];

export const shopAddress = `${SHOP.address.street}, ${SHOP.address.city}, ${SHOP.address.countryName}`;

export function SocialLinks() {
  return (
    <ul className="social-links">
      {SOCIAL_LINKS.map((link) => (
        <li key={link.name}>
          <a
            href={link.href}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={`${link.name} (opens in a new tab)`}
          >
            <Icon name={link.icon} size={20} />
          </a>
        </li>
      ))}
    </ul>
  );
}

export function Footer() {
  return (
    <footer className="site-footer">
      <div className="container footer-grid">
        <section className="footer-about" aria-labelledby="footer-shop">
          <h2 id="footer-shop" className="footer-brand">
            <Icon name="flower" size={24} />
            {SHOP.name}
          </h2>
          <p>{SHOP.description}</p>
          <SocialLinks />
        </section>

        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact">Visit or call</h2>
          <ul className="footer-list">
            <li className="footer-icon-line">
              <Icon name="pin" size={18} />
              <span>{shopAddress}</span>
            </li>
            <li className="footer-icon-line">
              <Icon name="phone" size={18} />
              <span>
                <a href={phoneHref(SHOP.phones[0])}>{SHOP.phones[0]}</a>,{" "}
                <a href={phoneHref(SHOP.phones[1])}>{SHOP.phones[1]}</a>
              </span>
            </li>
            <li className="footer-icon-line">
              <Icon name="mail" size={18} />
              <a href={`mailto:${SHOP.email}`}>{SHOP.email}</a>
            </li>
          </ul>
          <h3 className="footer-subheading">Opening hours</h3>
          <ul className="footer-list">
            {SHOP.openingHours.map((hours) => (
              <li key={hours.label}>
                {hours.label}: {hours.display}
              </li>
            ))}
          </ul>
        </section>

        <nav aria-labelledby="footer-links">
          <h2 id="footer-links">Quick links</h2>
          <ul className="footer-list">
            {QUICK_LINKS.map((link) => (
              <li key={link.to}>
                <Link to={link.to}>{link.label}</Link>
              </li>
            ))}
          </ul>
        </nav>

        <section aria-labelledby="footer-services">
          <h2 id="footer-services">Our services</h2>
          <ul className="footer-list">
            {SHOP.services.map((service) => (
              <li key={service}>{service}</li>
            ))}
          </ul>
        </section>
      </div>
      <p className="footer-copyright container">
        © {SHOP.copyrightYear} {SHOP.name}. All rights reserved.
      </p>
    </footer>
  );
}
