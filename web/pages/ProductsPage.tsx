// /products : search box, category and occasion selects kept in the URL
// (?q=&category=&occasion=) so a result can be shared and the back button restores it; the
// search reads names, descriptions, categories and occasions ("birthday" finds the birthday
// bouquets); grid of cards; 'No flowers found'; Try again when the catalogue did not load.
import "../styles/catalog.css";
import { type ChangeEvent, useMemo, useRef } from "react";
import { Link, useSearchParams } from "react-router-dom";
import { CATEGORIES, CATEGORY_LABELS, type Category } from "../../shared/catalog";
import { MSG } from "../../shared/messages";
import { OCCASION_LABELS, OCCASIONS, type Occasion } from "../../shared/occasions";
import { takeProducts } from "../api/catalogue";
import type { Product } from "../api/models";
import { ChoiceSelect, choicesOf } from "../components/forms/ChoiceSelect";
import { FLOWERS_LOAD_FAILED, LoadFailed } from "../components/LoadFailed";
import { PageMeta } from "../components/PageMeta";
import { ProductCard } from "../components/ProductCard";
import { ProductGridSkeleton } from "../components/Skeleton";
import { useResource } from "../hooks/useResource";

const isOneOf =
  <T extends string>(values: readonly T[]) =>
  (value: string | null): value is T =>
    value !== null && (values as readonly string[]).includes(value);
const isCategory = isOneOf(CATEGORIES);
const isOccasion = isOneOf(OCCASIONS);
const CATEGORY_CHOICES = choicesOf(CATEGORIES, CATEGORY_LABELS);
const OCCASION_CHOICES = choicesOf(OCCASIONS, OCCASION_LABELS);

interface Filters {
  query: string;
  category: Category | null;
  occasion: Occasion | null;
}

function matches(product: Product, { query, category, occasion }: Filters): boolean {
  if (category && product.category !== category) return false;
  if (occasion && !product.occasions.includes(occasion)) return false;
  if (!query) return true;
  const occasions = product.occasions.map((value) => OCCASION_LABELS[value]).join(" ");
  const haystack =
    `${product.name} ${product.description} ${CATEGORY_LABELS[product.category]} ${occasions}`.toLowerCase();
  return query
    .toLowerCase()
    .split(/\s+/)
    .every((word) => haystack.includes(word));
}

export default function ProductsPage() {
  const { state, reload } = useResource(takeProducts, []);
  const loading = state.status === "loading";
  const failed = state.status === "failed";
  const products = useMemo(() => (state.status === "ready" ? state.data : []), [state]);
  const [params, setParams] = useSearchParams();
  const latestParams = useRef(params);
  latestParams.current = params;
  const query = params.get("q") ?? "";
  const rawCategory = params.get("category");
  const category = isCategory(rawCategory) ? rawCategory : null;
  const rawOccasion = params.get("occasion");
  const occasion = isOccasion(rawOccasion) ? rawOccasion : null;

  const results = useMemo(
    () => products.filter((product) => matches(product, { query: query.trim(), category, occasion })),
    [products, query, category, occasion],
  );

  /** Writes one filter into the URL; typing replaces the entry, a category or occasion choice adds one. */
  const setFilter = (key: "q" | "category" | "occasion", value: string, replace: boolean) => {
    // From the latest written filters, not this render's: two changes before the next
    // render must not let the second undo the first.
    const next = new URLSearchParams(latestParams.current);
    if (value) next.set(key, value);
    else next.delete(key);
    latestParams.current = next;
    setParams(next, { replace });
  };

  const filtered = Boolean(query.trim() || category || occasion);

  return (
    <main id="main" tabIndex={-1} className="page">
      <PageMeta />
      <header className="page-header">
        <p className="eyebrow">Shop</p>
        <h1 className="page-title">Our flowers</h1>
        <p className="page-lead">Hand-tied every morning and delivered free across Siem Reap the same day.</p>
      </header>

      <search className="catalog-toolbar" aria-label="Filter flowers">
        <div className="field">
          <label className="field-label" htmlFor="product-search">
            Search
          </label>
          <input
            id="product-search"
            className="field-input search-input"
            type="search"
            placeholder="Roses, birthday, wedding…"
            value={query}
            onChange={(event: ChangeEvent<HTMLInputElement>) => setFilter("q", event.target.value, true)}
          />
        </div>
        <ChoiceSelect
          label="Category"
          anyLabel="All categories"
          value={category ?? ""}
          options={CATEGORY_CHOICES}
          onChange={(value) => setFilter("category", value, false)}
        />
        <ChoiceSelect
          label="Occasion"
          anyLabel="All occasions"
          value={occasion ?? ""}
          options={OCCASION_CHOICES}
          onChange={(value) => setFilter("occasion", value, false)}
        />
      </search>

      <h2 className="visually-hidden">Results</h2>
      {loading ? (
        <ProductGridSkeleton count={6} variant="compact" />
      ) : failed ? (
        <LoadFailed title={FLOWERS_LOAD_FAILED} level={3} onRetry={reload} />
      ) : results.length === 0 ? (
        <div className="empty-state" role="status">
          <h3>{MSG.products.empty}</h3>
          <p>Try another word, category or occasion.</p>
          {filtered ? (
            <p>
              <Link to="/products">Show all flowers</Link>
            </p>
          ) : null}
        </div>
      ) : (
        <>
          <p className="catalog-count" role="status">
            {results.length === 1 ? "1 flower" : `${results.length} flowers`}
            {filtered ? " match your search" : ""}
          </p>
          <div className="product-grid product-grid-compact product-grid-small">
            {results.map((product, index) => (
              <ProductCard key={product.id} product={product} eager={index < 2} compact />
            ))}
          </div>
        </>
      )}
    </main>
  );
}
