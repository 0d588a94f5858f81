// /products : search box and category select kept in the URL (?q=&category=) so a result
// can be shared and the back button restores it; grid of cards; 'No flowers found'.
import "../styles/catalog.css";
import { type ChangeEvent, useMemo, useRef } from "react";
import { Link, useSearchParams } from "react-router-dom";
import { CATEGORIES, CATEGORY_LABELS, type Category } from "../../shared/catalog";
import { MSG } from "../../shared/messages";
import { takeProducts } from "../api/catalogue";
import type { Product } from "../api/models";
import { PageMeta } from "../components/PageMeta";
import { ProductCard } from "../components/ProductCard";
import { ProductGridSkeleton } from "../components/Skeleton";
import { useResource } from "../hooks/useResource";

const isCategory = (value: string | null): value is Category =>
  value !== null && (CATEGORIES as readonly string[]).includes(value);

function matches(product: Product, query: string, category: Category | null): boolean {
  if (category && product.category !== category) return false;
  if (!query) return true;
  const haystack =
    `${product.name} ${product.description} ${CATEGORY_LABELS[product.category]}`.toLowerCase();
  return query
    .toLowerCase()
    .split(/\s+/)
    .every((word) => haystack.includes(word));
}

export default function ProductsPage() {
  const { state } = useResource(takeProducts, []);
  const loading = state.status === "loading";
  const failed = state.status === "failed";
  const products = useMemo(() => (state.status === "ready" ? state.data : []), [state]);
  const [params, setParams] = useSearchParams();
  const latestParams = useRef(params);
  latestParams.current = params;
  const query = params.get("q") ?? "";
  const rawCategory = params.get("category");
  const category = isCategory(rawCategory) ? rawCategory : null;

  const results = useMemo(
    () => products.filter((product) => matches(product, query.trim(), category)),
    [products, query, category],
  );

  /** Writes one filter into the URL; typing replaces the entry, a category choice adds one. */
  const setFilter = (key: "q" | "category", value: string, replace: boolean) => {
    // From the latest written filters, not this render's: two changes before the next
    // render must not let the second undo the first.
    const next = new URLSearchParams(latestParams.current);
    if (value) next.set(key, value);
    else next.delete(key);
    latestParams.current = next;
    setParams(next, { replace });
  };

  const filtered = Boolean(query.trim() || category);

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
            placeholder="Roses, lilies, wedding…"
            value={query}
            onChange={(event: ChangeEvent<HTMLInputElement>) => setFilter("q", event.target.value, true)}
          />
        </div>
        <div className="field">
          <label className="field-label" htmlFor="product-category">
            Category
          </label>
          <select
            id="product-category"
            className="field-input"
            value={category ?? ""}
            onChange={(event: ChangeEvent<HTMLSelectElement>) =>
              setFilter("category", event.target.value, false)
            }
          >
            <option value="">All categories</option>
            {CATEGORIES.map((value) => (
              <option key={value} value={value}>
                {CATEGORY_LABELS[value]}
              </option>
            ))}
          </select>
        </div>
      </search>

      <h2 className="visually-hidden">Results</h2>
      {loading ? (
        <ProductGridSkeleton count={6} compact />
      ) : failed ? (
        <div className="alert alert-error" role="alert">
          We could not load the flowers just now. Please check your connection and reload the page.
        </div>
      ) : results.length === 0 ? (
        <div className="empty-state" role="status">
          <h3>{MSG.products.empty}</h3>
          <p>Try another word or category.</p>
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
          <div className="product-grid product-grid-compact">
            {results.map((product, index) => (
              <ProductCard key={product.id} product={product} eager={index < 2} compact />
            ))}
          </div>
        </>
      )}
    </main>
  );
}
