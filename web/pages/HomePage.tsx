// / : hero and three promises; below them (HomeSections) the featured products (drawn on the
// Worker with the rest, from the picks it hands over: fromAnswer), why choose us and the call to action.
import "../styles/content.css";
import { Link } from "react-router-dom";
import type { PageAnswers } from "../../shared/drawing";
import { HERO_SIZES, HERO_SRC, HERO_SRCSET } from "../../shared/hero-image";
import { SHOP_CITY, SHOP_FOUNDED_YEAR } from "../../shared/shop-facts";
import { picksOf } from "../api/catalogue";
import { FLOWER_ICON, GIFT_ICON, Icon, TRUCK_ICON } from "../components/Icon";
import { PageMeta } from "../components/PageMeta";
import { t } from "../i18n";
import { HomeSections } from "./HomeSections";

/** The featured products. */
export const fromAnswer = (picks: PageAnswers["home"]) => picksOf(picks);

const FEATURES: { icon: string; title: string; text: string }[] = [
  {
    icon: FLOWER_ICON,
    title: "Fresh every morning",
    text: "Stems arrive from local growers at dawn and are arranged the same day.",
  },
  {
    icon: TRUCK_ICON,
    title: "Free same-day delivery",
    // {city}: the shop's city
    text: "Order by early afternoon and we deliver anywhere in {city} today.",
  },
  {
    icon: GIFT_ICON,
    title: "For every occasion",
    text: "Birthdays, weddings, temple ceremonies and events, made to your wishes.",
  },
];

function Hero() {
  return (
    <section className="hero" aria-labelledby="hero-title">
      <img
        className="hero-image"
        src={HERO_SRC}
        srcSet={HERO_SRCSET}
        sizes={HERO_SIZES}
        width={1280}
        height={720}
        alt=""
        fetchPriority="high"
        decoding="async"
      />
      <div className="hero-content container">
        <p className="hero-eyebrow">
          {t("Florist in {city} since {year}", {
            city: t(SHOP_CITY),
            year: String(SHOP_FOUNDED_YEAR),
          })}
        </p>
        <h1 id="hero-title">{t("Fresh flowers, delivered today across {city}", { city: t(SHOP_CITY) })}</h1>
        <p className="hero-lead">
          {t(
            "Bouquets, wedding flowers and event arrangements, hand-tied each morning and brought to the door the same day, free.",
          )}
        </p>
        <div className="cluster">
          <Link className="btn btn-primary btn-lg" to="/products">
            {t("Shop Now")}
          </Link>
          <Link className="btn btn-light btn-lg" to="/about">
            {t("Learn More")}
            <span className="visually-hidden">{t(" about us")}</span>
          </Link>
        </div>
      </div>
    </section>
  );
}

export default function HomePage() {
  return (
    <main id="main" tabIndex={-1}>
      <PageMeta />
      <Hero />

      <section className="section section-tight" aria-labelledby="features-title">
        <div className="container">
          <h2 id="features-title" className="visually-hidden">
            {t("What we offer")}
          </h2>
          <ul className="feature-grid">
            {FEATURES.map((feature) => (
              <li key={feature.title} className="feature-card">
                <span className="feature-icon">
                  <Icon d={feature.icon} size={24} />
                </span>
                <h3>{t(feature.title)}</h3>
                <p>{t(feature.text, { city: t(SHOP_CITY) })}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <HomeSections />
    </main>
  );
}
