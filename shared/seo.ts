// Page metadata for every route (title, description, keywords, canonical URL, social
// image, robots, JSON-LD) and the <head> tags it becomes: the one source for the HTML the
// Worker serves to crawlers and for the tags the web app keeps up to date as you browse.
// Each route's own title and description are its row in shared/routes.ts.
import { CATEGORY_LABELS, type Category } from "./catalog";
import { DEFAULT_LOCALE, LOCALE_INFO, LOCALES, type Locale, localizedPath } from "./i18n/locales";
import type { MessageValues } from "./i18n/translate";
import { SOCIAL_IMAGE as SOCIAL_IMAGE_SIZE, socialImageOf } from "./images";
import { ROUTE_META } from "./route-meta";
import { canonicalPathOf, isPrivate, matchRoute, NOT_FOUND_ROUTE } from "./routes";
import { SHOP } from "./shop";

/** The fields of a product that its page's metadata uses (the web model has them all). */
export interface SeoProduct {
  id: string | number;
  name: string;
  description: string;
  image: string;
  price: number;
  rating: number;
  inStock: boolean;
  category: Category | string;
  /** Visible reviews (docs/decisions/041): `rating` is their mean when there are any. */
  reviewCount?: number;
}

/** The default social preview (web/public/og-image.jpg) and its real size. */
const SOCIAL_IMAGE = {
  path: SHOP.socialImage,
  width: 1200,
  height: 630,
  alt: `${SHOP.name}: ${SHOP.tagline}`,
};
const DESCRIPTION_LIMIT = 160;

export type JsonLd = Record<string, unknown>;

export interface PageMetadata {
  /** 404 for an unknown path or a product that does not exist */
  status: 200 | 404;
  title: string;
  description: string;
  keywords: string;
  canonicalPath: string;
  /** absolute URLs, as crawlers and link previews need them */
  canonical: string;
  image: string;
  imageAlt: string;
  imageSize?: { width: number; height: number };
  type: "website" | "product";
  noindex: boolean;
  product?: SeoProduct;
  jsonLd: JsonLd[];
  locale: Locale;
  /** the page in each language, and x-default (English), for search engines; none when noindex */
  alternates: { hreflang: string; href: string }[];
}

/** The page's language and its translator: the catalogue's in the Worker, t() in the browser. */
export interface PageLanguage {
  locale: Locale;
  t: (text: string, values?: MessageValues) => string;
}

const ENGLISH: PageLanguage = { locale: DEFAULT_LOCALE, t: (text) => text };

export const absoluteUrl = (origin: string, pathOrUrl: string) => new URL(pathOrUrl, `${origin}/`).toString();

/** Cuts at a word boundary so previews do not end mid-word. */
function clip(text: string, limit = DESCRIPTION_LIMIT): string {
  const clean = text.replace(/\s+/g, " ").trim();
  if (clean.length <= limit) return clean;
  const cut = clean.slice(0, limit - 1);
  return `${cut.slice(0, cut.lastIndexOf(" ") > 0 ? cut.lastIndexOf(" ") : cut.length).replace(/[,.;:]$/, "")}…`;
}

const categoryLabel = (category: string) => CATEGORY_LABELS[category as Category] ?? category;

/** The shop as a Florist business: on every page, in the page's language. */
export function floristJsonLd(origin: string, { locale, t }: PageLanguage = ENGLISH): JsonLd {
  const { address, geo } = SHOP;
  return {
    "@context": "https://schema.org",
    "@type": "Florist",
    "@id": `${origin}/#florist`,
    name: SHOP.name,
    description: t(SHOP.description),
    slogan: t(SHOP.tagline),
    url: absoluteUrl(origin, localizedPath("/", locale)),
    logo: absoluteUrl(origin, "/favicon.svg"),
    image: absoluteUrl(origin, SOCIAL_IMAGE.path),
    telephone: SHOP.phones[0],
    email: SHOP.email,
    priceRange: SHOP.priceRange,
    currenciesAccepted: SHOP.currency,
    foundingDate: String(SHOP.foundedYear),
    address: {
      "@type": "PostalAddress",
      streetAddress: address.street,
      addressLocality: address.city,
      addressRegion: address.region,
      postalCode: address.postalCode,
      addressCountry: address.country,
    },
    geo: { "@type": "GeoCoordinates", latitude: geo.latitude, longitude: geo.longitude },
    areaServed: { "@type": "City", name: address.city },
    openingHoursSpecification: SHOP.openingHours.map((hours) => ({
      "@type": "OpeningHoursSpecification",
      dayOfWeek: [...hours.days],
      opens: hours.opens,
      closes: hours.closes,
    })),
    contactPoint: SHOP.phones.map((telephone) => ({
      "@type": "ContactPoint",
      telephone,
      email: SHOP.email,
      contactType: "customer service",
    })),
    sameAs: Object.values(SHOP.social),
  };
}

export function productJsonLd(origin: string, product: SeoProduct, canonical: string): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "Product",
    "@id": `${canonical}#product`,
    name: product.name,
    description: product.description,
    image: [absoluteUrl(origin, product.image)],
    sku: String(product.id),
    category: categoryLabel(product.category),
    brand: { "@type": "Brand", name: SHOP.name },
    url: canonical,
    offers: {
      "@type": "Offer",
      url: canonical,
      price: product.price.toFixed(2),
      priceCurrency: SHOP.currency,
      availability: product.inStock ? "https://schema.org/InStock" : "https://schema.org/OutOfStock",
      itemCondition: "https://schema.org/NewCondition",
      seller: { "@id": `${origin}/#florist` },
    },
    // Real reviews only (docs/decisions/041): no aggregateRating until someone has written one.
    ...(product.reviewCount
      ? {
          aggregateRating: {
            "@type": "AggregateRating",
            ratingValue: product.rating,
            bestRating: 5,
            worstRating: 1,
            reviewCount: product.reviewCount,
          },
        }
      : {}),
  };
}

/** Page-specific wording a page may supply, e.g. a title that follows the page's state. */
export interface MetaOverrides {
  title?: string;
  description?: string;
}

/**
 * Metadata for a path. `product` matters on /product/:id only: a product gives its page,
 * `null` means it does not exist (404), `undefined` means not known yet (still loading).
 */
export function pageMeta(
  path: string,
  origin: string,
  product?: SeoProduct | null,
  overrides: MetaOverrides = {},
  language: PageLanguage = ENGLISH,
): PageMetadata {
  const meta = routeMeta(path, origin, product, language);
  return {
    ...meta,
    title: overrides.title || meta.title,
    description: overrides.description ? clip(overrides.description) : meta.description,
  };
}

function routeMeta(
  path: string,
  origin: string,
  product: SeoProduct | null | undefined,
  language: PageLanguage,
): PageMetadata {
  const { locale, t } = language;
  const match = matchRoute(path);
  const isProduct = match?.route.key === "product";
  const missing = !match || (isProduct && product === null);
  const route = missing ? NOT_FOUND_ROUTE : match.route;
  const canonicalPath = missing
    ? canonicalPathOf(path)
    : isProduct && product
      ? `/product/${product.id}`
      : match.path;
  const canonical = absoluteUrl(origin, localizedPath(canonicalPath, locale));
  const noindex = missing || isPrivate(route);
  const base: PageMetadata = {
    status: missing ? 404 : 200,
    title: t(ROUTE_META[route.key].title),
    description: t(ROUTE_META[route.key].description),
    keywords: SHOP.keywords,
    canonicalPath,
    canonical,
    image: absoluteUrl(origin, SOCIAL_IMAGE.path),
    imageAlt: t(SOCIAL_IMAGE.alt),
    imageSize: { width: SOCIAL_IMAGE.width, height: SOCIAL_IMAGE.height },
    type: "website",
    noindex,
    jsonLd: [floristJsonLd(origin, language)],
    locale,
    alternates: noindex ? [] : alternatesOf(origin, canonicalPath),
  };
  if (missing || !isProduct || !product) return base;
  const preview = socialImageOf(product.image);
  return {
    ...base,
    title: `${product.name} | ${SHOP.name}`,
    description: clip(product.description),
    keywords: `${product.name}, ${t(categoryLabel(product.category))}, ${SHOP.keywords}`,
    image: absoluteUrl(origin, preview ?? product.image),
    imageAlt: product.name,
    imageSize: preview ? { width: SOCIAL_IMAGE_SIZE.width, height: SOCIAL_IMAGE_SIZE.height } : undefined,
    type: "product",
    product,
    jsonLd: [...base.jsonLd, productJsonLd(origin, product, canonical)],
  };
}

/** The page at `path` in every language, and x-default: the English page, which a visitor
 *  whose language the shop does not speak gets. */
function alternatesOf(origin: string, path: string): PageMetadata["alternates"] {
  const languages = LOCALES.map((locale) => ({
    hreflang: LOCALE_INFO[locale].tag,
    href: absoluteUrl(origin, localizedPath(path, locale)),
  }));
  return [...languages, { hreflang: "x-default", href: absoluteUrl(origin, path) }];
}

/** Marks the tags the Worker writes into the HTML, so the web app can take them over. */
export const SERVER_TAG_ATTRIBUTE = "data-seo";

export interface HeadTag {
  tag: "title" | "meta" | "link" | "script";
  attrs: Record<string, string>;
  /** text content: the title, or the JSON-LD */
  text?: string;
}

/** JSON for a <script> element (JSON-LD, a drawn page's data): `<` escaped so no value can close
 *  the script early. */
export const scriptJson = (data: unknown) =>
  JSON.stringify(data)
    .replace(/</g, "\\u003c")
    .replace(/>/g, "\\u003e")
    .replace(/&/g, "\\u0026")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");

export const jsonLdText = (data: JsonLd) => scriptJson(data);

/** The <head> tags of a page, in order: rendered by the Worker and by the web app alike. */
export function headTags(meta: PageMetadata): HeadTag[] {
  const named = (name: string, content: string): HeadTag => ({ tag: "meta", attrs: { name, content } });
  const property = (key: string, content: string): HeadTag => ({
    tag: "meta",
    attrs: { property: key, content },
  });
  const tags: HeadTag[] = [
    { tag: "title", attrs: {}, text: meta.title },
    named("description", meta.description),
    named("keywords", meta.keywords),
  ];
  if (meta.noindex) tags.push(named("robots", "noindex"));
  tags.push(
    { tag: "link", attrs: { rel: "canonical", href: meta.canonical } },
    ...meta.alternates.map(
      ({ hreflang, href }): HeadTag => ({ tag: "link", attrs: { rel: "alternate", hreflang, href } }),
    ),
    property("og:type", meta.type),
    property("og:site_name", SHOP.name),
    property("og:locale", LOCALE_INFO[meta.locale].ogLocale),
    property("og:title", meta.title),
    property("og:description", meta.description),
    property("og:url", meta.canonical),
    property("og:image", meta.image),
    property("og:image:alt", meta.imageAlt),
  );
  if (meta.imageSize) {
    tags.push(
      property("og:image:width", String(meta.imageSize.width)),
      property("og:image:height", String(meta.imageSize.height)),
    );
  }
  if (meta.product) {
    tags.push(
      property("product:price:amount", meta.product.price.toFixed(2)),
      property("product:price:currency", SHOP.currency),
    );
  }
  tags.push(
    named("twitter:card", "summary_large_image"),
    named("twitter:title", meta.title),
    named("twitter:description", meta.description),
    named("twitter:image", meta.image),
    named("twitter:image:alt", meta.imageAlt),
    ...meta.jsonLd.map(
      (data): HeadTag => ({ tag: "script", attrs: { type: "application/ld+json" }, text: jsonLdText(data) }),
    ),
  );
  return tags;
}
