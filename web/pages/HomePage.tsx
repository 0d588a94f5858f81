// / : hero, three promises, the first three products, why choose us and a call to action
// that differs for signed-in and anonymous visitors (§2).
import "../styles/content.css";
import { Link } from "react-router-dom";
import { FEATURED_PRODUCT_COUNT } from "../../shared/catalog";
import { SHOP } from "../../shared/shop";
import { useAuth } from "../auth/AuthProvider";
import { Icon, type IconName } from "../components/Icon";
import { PageMeta } from "../components/PageMeta";
import { ProductCard } from "../components/ProductCard";
import { ProductGridSkeleton } from "../components/Skeleton";
import { useProducts } from "../hooks/useProducts";

const FEATURES: { icon: IconName; title: string; text: string }[] = [
  {
    icon: "flower",
    title: "Fresh every morning",
    text: "Stems arrive from local growers at dawn and are arranged the same day.",
  },
  {
    icon: "truck",
    title: "Free same-day delivery",
    text: `Order by early afternoon and we deliver anywhere in ${SHOP.address.city} today.`,
  },
  {
    icon: "gift",
    title: "For every occasion",
    text: "Birthdays, weddings, temple ceremonies and events, made to your wishes.",
  },
];

const REASONS = [
  [
    "Hand-tied by local florists",
    "Every bouquet is made to order in our Siem Reap studio, never pre-packed.",
  ],
  ["Honest prices in US dollars", "What you see is what you pay; payment is arranged after you order."],
  ["Weddings and events", "From one bridal bouquet to a hall full of arrangements, we plan it with you."],
  ["A reply within a day", "Questions about a custom order? Call, message or write and we answer quickly."],
] as const;

function Hero() {
  return (
    <section className="hero" aria-labelledby="hero-title">
      <img
        className="hero-image"
        src="/images/hero-1280.webp"
        srcSet="/images/hero-640.webp 640w, /images/hero-1280.webp 1280w"
        sizes="100vw"
        width={1280}
        height={720}
        alt=""
        fetchPriority="high"
        decoding="async"
      />
      <div className="hero-content container">
        <p className="hero-eyebrow">
          Florist in {SHOP.address.city} since {SHOP.foundedYear}
        </p>
        <h1 id="hero-title">Fresh flowers, delivered today across {SHOP.address.city}</h1>
        <p className="hero-lead">
          Bouquets, wedding flowers and event arrangements, hand-tied each morning and brought to the door the
          same day, free.
        </p>
        <div className="cluster">
          <Link className="btn btn-primary btn-lg" to="/products">
            Shop Now
          </Link>
          <Link className="btn btn-light btn-lg" to="/about">
            Learn More
          </Link>
        </div>
      </div>
    </section>
  );
}

function Featured() {
  const { products, loading } = useProducts();
  return (
    <section className="section" aria-labelledby="featured-title">
      <div className="container">
        <div className="section-heading">
          <div>
            <p className="eyebrow">Customer favourites</p>
            <h2 id="featured-title">Featured flowers</h2>
          </div>
          <Link className="link-arrow" to="/products">
            View all flowers <Icon name="arrow" size={18} />
          </Link>
        </div>
        {loading ? (
          <ProductGridSkeleton count={FEATURED_PRODUCT_COUNT} />
        ) : (
          <div className="product-grid">
            {products.slice(0, FEATURED_PRODUCT_COUNT).map((product) => (
              <ProductCard key={product.id} product={product} />
            ))}
          </div>
        )}
      </div>
    </section>
  );
}

export default function HomePage() {
  const { user } = useAuth();
  return (
    <main id="main" tabIndex={-1}>
      <PageMeta title={`${SHOP.name} | Fresh flowers and same-day delivery`} description={SHOP.description} />
      <Hero />

      <section className="section section-tight" aria-labelledby="features-title">
        <div className="container">
          <h2 id="features-title" className="visually-hidden">
            What we offer
          </h2>
          <ul className="feature-grid">
            {FEATURES.map((feature) => (
              <li key={feature.title} className="feature-card">
                <span className="feature-icon">
                  <Icon name={feature.icon} size={24} />
                </span>
                <h3>{feature.title}</h3>
                <p>{feature.text}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <Featured />

      <section className="section section-muted" aria-labelledby="why-title">
        <div className="container why">
          <div>
            <p className="eyebrow">Why choose us</p>
            <h2 id="why-title">Flowers from people who know {SHOP.address.city}</h2>
            <p className="section-lead">
              Since {SHOP.foundedYear} we have delivered to homes, hotels, pagodas and wedding venues all over
              town, and we still arrange every order by hand.
            </p>
          </div>
          <ul className="reason-list">
            {REASONS.map(([title, text]) => (
              <li key={title}>
                <span className="reason-check">
                  <Icon name="check" size={18} />
                </span>
                <div>
                  <h3>{title}</h3>
                  <p>{text}</p>
                </div>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className="section" aria-labelledby="cta-title">
        <div className="container">
          <div className="cta">
            <h2 id="cta-title">{user ? "Ready for your next bouquet?" : "Make someone's day today"}</h2>
            <p>
              {user
                ? "Pick a bouquet and we will have it at the door today."
                : "Create a free account to order in a minute and follow your deliveries."}
            </p>
            {user ? (
              <Link className="btn btn-light btn-lg" to="/products">
                Browse All Products
              </Link>
            ) : (
              <Link className="btn btn-light btn-lg" to="/register">
                Get Started Now
              </Link>
            )}
          </div>
        </div>
      </section>
    </main>
  );
}
