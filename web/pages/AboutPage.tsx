// /about : the shop's story (founded in SHOP.foundedYear), its values and the team.
import "../styles/content.css";
import "../styles/info-pages.css";
import { Link } from "react-router-dom";
import { SHOP } from "../../shared/shop";
import { FLOWER_ICON, HEART_ICON, Icon, TRUCK_ICON } from "../components/Icon";
import { PageMeta } from "../components/PageMeta";
import { t } from "../i18n";

const VALUES: { icon: string; title: string; text: string }[] = [
  {
    icon: FLOWER_ICON,
    title: "Freshness first",
    text: "We buy from growers around Siem Reap and Battambang every morning and never sell yesterday's stems.",
  },
  {
    icon: HEART_ICON,
    title: "Made by hand",
    text: "Each bouquet is tied to order by one of our florists, so no two are ever quite the same.",
  },
  {
    icon: TRUCK_ICON,
    title: "On time, every time",
    text: "Same-day delivery across town, free, and a photo of your flowers at the door once they are delivered.",
  },
];

// placeholder team for the owner to replace with the real people
const TEAM = [
  {
    name: "Sophea Chan",
    role: "Founder and head florist",
    text: "Started the shop from a market stall in {year}.",
  },
  { name: "Dara Kim", role: "Wedding and events", text: "Plans arrangements for ceremonies big and small." },
  {
    name: "Channary Long",
    role: "Deliveries and care",
    text: "Makes sure every bouquet arrives fresh and on time.",
  },
];

const initials = (name: string) =>
  name
    .split(" ")
    .map((part) => part[0])
    .join("");

export default function AboutPage() {
  const years = new Date().getFullYear() - SHOP.foundedYear;
  // a year, not a number to group ("2020", never "2,020")
  const year = String(SHOP.foundedYear);
  return (
    <main id="main" tabIndex={-1}>
      <PageMeta />
      <header className="page-hero">
        <div className="container">
          <p className="eyebrow">{t("About us")}</p>
          <h1>{t("Flowers with a Siem Reap heart since {year}", { year })}</h1>
          <p className="page-hero-lead">{t("{tagline}.", { tagline: t(SHOP.tagline) })}</p>
        </div>
      </header>

      <section className="section" aria-labelledby="story-title">
        <div className="container story">
          <div>
            <h2 id="story-title">{t("Our story")}</h2>
            <p>
              {t(
                "{shop} was founded in {year} by a small group of florists who loved the flowers of Cambodia and wanted to share them with the people of Siem Reap and the visitors who come to see the temples.",
                { shop: SHOP.name, year },
              )}
            </p>
            <p>
              {t(
                "What began as a market stall is now a studio near the old town, where we arrange bouquets for birthdays and anniversaries, dress wedding venues and hotel lobbies, and deliver across the city the same day.",
              )}
            </p>
            <p>
              {t(
                "We still believe what we believed on the first day: flowers should be fresh, made with care and honestly priced.",
              )}
            </p>
          </div>
          <ul className="facts">
            <li>
              <strong>{SHOP.foundedYear}</strong>
              <span>{t("Founded")}</span>
            </li>
            <li>
              <strong>{years > 0 ? `${years}+` : "1"}</strong>
              <span>{t("Years of flowers")}</span>
            </li>
            <li>
              <strong>{SHOP.services.length}</strong>
              <span>{t("Services")}</span>
            </li>
            <li>
              <strong>{t("Free")}</strong>
              <span>{t("Same-day delivery")}</span>
            </li>
          </ul>
        </div>
      </section>

      <section className="section section-muted" aria-labelledby="values-title">
        <div className="container">
          <h2 id="values-title" className="page-title">
            {t("What we care about")}
          </h2>
          <ul className="feature-grid">
            {VALUES.map((value) => (
              <li key={value.title} className="feature-card">
                <span className="feature-icon">
                  <Icon d={value.icon} size={24} />
                </span>
                <h3>{t(value.title)}</h3>
                <p>{t(value.text)}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className="section" aria-labelledby="team-title">
        <div className="container">
          <h2 id="team-title" className="page-title">
            {t("Meet the team")}
          </h2>
          <ul className="team-grid">
            {TEAM.map((member) => (
              <li key={member.name} className="team-card">
                <span className="team-avatar" aria-hidden="true">
                  {initials(member.name)}
                </span>
                <h3>{member.name}</h3>
                <p className="team-role">{t(member.role)}</p>
                <p>{t(member.text, { year })}</p>
              </li>
            ))}
          </ul>
          <p className="cluster about-links">
            <Link className="btn btn-primary" to="/products">
              {t("See our flowers")}
            </Link>
            <Link className="btn btn-secondary" to="/contact">
              {t("Contact us")}
            </Link>
          </p>
        </div>
      </section>
    </main>
  );
}
