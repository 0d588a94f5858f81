// /products : search box, category and occasion selects kept in the URL
// (?q=&category=&occasion=) so a result can be shared and the back button restores it; the
// server searches names, descriptions, categories and occasions ("birthday" finds the
// birthday bouquets) and answers a page of cards at a time, "Show more flowers" the next
// (docs/decisions/043). The Worker draws the first page (fromAnswer) into the HTML,
// and the browser takes it over as drawn. While new filters load, the cards shown stay (aria-busy) and the
// focus stays in the box; 'No flowers found'; the server's reason for a refused search; Try
// again when the catalogue did not load.
import "../styles/catalog.css";
import "../styles/catalogue-toolbar.css";
import { useRef } from "react";
import { Link, useSearchParams } from "react-router-dom";
import { CATEGORIES, CATEGORY_LABELS } from "../../shared/catalog";
import { catalogueFiltersOf, isFiltered } from "../../shared/catalogue-query";
import type { PageAnswers } from "../../shared/drawing";
import { MSG } from "../../shared/messages";
import { OCCASION_LABELS, OCCASIONS } from "../../shared/occasions";
import { SEARCH_MAX, SEARCH_WORDS_MAX, searchWords } from "../../shared/paging";
import { cataloguePageOf, loadCataloguePage } from "../api/catalogue";
import { ApiError } from "../api/client";
import type { Product } from "../api/models";
import { isNetworkError, refusedField } from "../components/forms/apiError";
import { ChoiceSelect, choicesOf } from "../components/forms/ChoiceSelect";
import { FLOWERS_LOAD_FAILED, LoadFailed } from "../components/LoadFailed";
import { PageMeta } from "../components/PageMeta";
import { ProductCard } from "../components/ProductCard";
import { ShowMore } from "../components/ShowMore";
import { ProductGridSkeleton } from "../components/Skeleton";
import { type Page, usePagedList } from "../hooks/usePagedList";
import { useSearchBox, useUrlSearch } from "../hooks/useUrlSearch";
import { plural, t } from "../i18n";
import { useRouteData } from "../ssr/route-data";

const CATEGORY_CHOICES = choicesOf(CATEGORIES, CATEGORY_LABELS);
const OCCASION_CHOICES = choicesOf(OCCASIONS, OCCASION_LABELS);

/** "12 flowers", "3 flowers match your search", "24 flowers, more to load". */
function countText(shown: number, filtered: boolean, more: boolean): string {
  if (filtered && more)
    return plural(shown, {
      one: "{count} flower match your search, more to load",
      other: "{count} flowers match your search, more to load",
    });
  if (filtered)
    return plural(shown, {
      one: "{count} flower match your search",
      other: "{count} flowers match your search",
    });
  if (more)
    return plural(shown, { one: "{count} flower, more to load", other: "{count} flowers, more to load" });
  return plural(shown, { one: "{count} flower", other: "{count} flowers" });
}

/** The server's reason when it refused the search `q` as asked (e.g. too many words), in a
 *  visitor's words: the API names the field (`path` "q"). Else null. */
function refusalOf(error: unknown, q: string): string | null {
  if (!(error instanceof ApiError && error.status === 400 && error.detail)) return null;
  if (refusedField(error) === "q" && searchWords(q).length > SEARCH_WORDS_MAX) {
    return t("Your search must be at most {count} words.", { count: SEARCH_WORDS_MAX });
  }
  return t(`${error.detail.replace(/^q: /, "Your search ")}.`);
}

function ShowAll() {
  return (
    <p>
      <Link to="/products">{t("Show all flowers")}</Link>
    </p>
  );
}

/** The first page of the address's filters. */
export const fromAnswer = (page: PageAnswers["products"]) => cataloguePageOf(page);

export default function ProductsPage() {
  const [params, setParams] = useSearchParams();
  const latestParams = useRef(params);
  latestParams.current = params;
  const filters = catalogueFiltersOf(params);
  const filtered = isFiltered(filters);
  /** Writes one parameter from the latest written ones, not this render's: two writes before
   *  the next render (a search's pause ending as an occasion is picked) must not undo each other. */
  const writeParam = (key: string, value: string, replace = false) => {
    const next = new URLSearchParams(latestParams.current);
    if (value) next.set(key, value);
    else next.delete(key);
    latestParams.current = next;
    setParams(next, { replace });
  };
  // The search box's `q` replaces its own history entry; a category or occasion adds one.
  const search = useUrlSearch((q) => writeParam("q", q, true));
  const searchBox = useSearchBox(search);
  const setFilter = (key: "category" | "occasion", value: string) => writeParam(key, value);
  const { state, refreshing, reload, more } = usePagedList(
    loadCataloguePage,
    filters,
    useRouteData<Page<Product>>(),
  );

  const refused = state.status === "failed" ? refusalOf(state.error, filters.q) : null;

  return (
    <main id="main" tabIndex={-1} className="page">
      <PageMeta />
      <header className="page-header">
        <p className="eyebrow">{t("Shop")}</p>
        <h1 className="page-title">{t("Our flowers")}</h1>
        <p className="page-lead">
          {t("Hand-tied every morning and delivered free across Siem Reap the same day.")}
        </p>
      </header>

      <search className="catalog-toolbar" aria-label={t("Filter flowers")}>
        <div className="field">
          <label className="field-label" htmlFor="product-search">
            {t("Search")}
          </label>
          <input
            id="product-search"
            className="field-input search-input"
            type="search"
            placeholder={t("Roses, birthday, wedding…")}
            // the server refuses a longer search (400)
            maxLength={SEARCH_MAX}
            {...searchBox}
          />
        </div>
        <ChoiceSelect
          label={t("Category")}
          anyLabel={t("All categories")}
          value={filters.category ?? ""}
          options={CATEGORY_CHOICES}
          onChange={(value) => setFilter("category", value)}
        />
        <ChoiceSelect
          label={t("Occasion")}
          anyLabel={t("All occasions")}
          value={filters.occasion ?? ""}
          options={OCCASION_CHOICES}
          onChange={(value) => setFilter("occasion", value)}
        />
      </search>

      <h2 className="visually-hidden">{t("Results")}</h2>
      {state.status === "loading" ? (
        <ProductGridSkeleton count={6} variant="compact" />
      ) : state.status === "failed" ? (
        refused ? (
          <div className="empty-state" role="alert">
            <h3>{t("We could not search for that")}</h3>
            <p>{refused}</p>
            <ShowAll />
          </div>
        ) : (
          <LoadFailed
            title={FLOWERS_LOAD_FAILED}
            level={3}
            offline={isNetworkError(state.error)}
            onRetry={reload}
          />
        )
      ) : state.data.length === 0 ? (
        <div className="empty-state" role="status" aria-busy={refreshing}>
          <h3>{t(MSG.products.empty)}</h3>
          <p>{t("Try another word, category or occasion.")}</p>
          {filtered ? <ShowAll /> : null}
        </div>
      ) : (
        <>
          <p className="catalog-count" role="status">
            {countText(state.data.length, filtered, more.available)}
          </p>
          <div className="product-grid product-grid-compact product-grid-small" aria-busy={refreshing}>
            {state.data.map((product, index) => (
              <ProductCard key={product.id} product={product} eager={index < 2} compact />
            ))}
          </div>
          {/* once "Show more" was offered it stays, to say when all are shown */}
          {more.available || more.added > 0 || more.failed ? (
            <div className="catalog-more">
              <ShowMore more={more} noun={t("flowers")} />
            </div>
          ) : null}
        </>
      )}
    </main>
  );
}
