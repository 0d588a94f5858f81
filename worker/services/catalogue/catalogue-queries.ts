// The storefront catalogue's queries (docs/decisions/043): a keyset page of
// /products with its filters, and the home page's picks. Builders answer drizzle selects, not yet run, so the plan test
// (worker/routes/list-plans.test.ts) runs the very same SQL.
import { and, asc, eq, gt, or, type SQL, sql } from "drizzle-orm";
import { z } from "zod";
import { CATEGORIES, CATEGORY_LABELS, type Category, FEATURED_PRODUCT_COUNT } from "../../../shared/catalog";
import type { CataloguePage } from "../../../shared/catalogue-query";
import { CATALOGUES } from "../../../shared/i18n/catalogues";
import { DEFAULT_LOCALE, LOCALES, type Locale } from "../../../shared/i18n/locales";
import { translate } from "../../../shared/i18n/translate";
import { OCCASION_LABELS, OCCASIONS, type Occasion } from "../../../shared/occasions";
import { PAGE_LIMIT_DEFAULT, SEARCH_WORDS_MAX, searchWords } from "../../../shared/paging";
import type { ProductDetailWire } from "../../../shared/schemas";
import type { Db } from "../../db/client";
import { products } from "../../db/schema";
import { productWire } from "../../db/wire";
import { contains, productsListQuery, searchField } from "../admin-lists";
import { clock } from "../clock";
import { cursorId, pageOf, pageQuery } from "../paging";
import { peakLeft } from "../peak-days";
import { exchangeRate, readSettings, servedRate } from "../settings";

/** `?lang=km|zh`: product names and descriptions in that language (English where the owner
 *  gave none); omitted is English. */
export const langField = z.enum(LOCALES, `must be one of ${LOCALES.join(", ")}`).optional();

/** `?limit&cursor&q&category&occasion`, or `?featured=true[&limit]` (the home page's picks).
 *  `limit` has no default here: a page's is PAGE_LIMIT_DEFAULT, the picks' FEATURED_PRODUCT_COUNT. */
export const catalogueListQuery = productsListQuery
  .extend({
    limit: pageQuery.shape.limit.unwrap().optional(),
    q: searchField.refine(
      (q) => searchWords(q).length <= SEARCH_WORDS_MAX,
      `must be at most ${SEARCH_WORDS_MAX} words`,
    ),
    occasion: z.enum(OCCASIONS, `must be one of ${OCCASIONS.join(", ")}`).optional(),
    featured: z.literal("true", 'must be "true"').optional(),
    lang: langField,
  })
  .superRefine((query, ctx) => {
    if (query.featured && (query.q || query.category || query.occasion || query.cursor !== undefined)) {
      ctx.addIssue({
        code: "custom",
        path: ["featured"],
        message: "cannot be combined with q, category, occasion or cursor",
      });
    }
  });

export interface CatalogueSearch {
  q?: string;
  category?: Category;
  occasion?: Occasion;
  /** the language whose product texts a search also looks in */
  lang?: Locale;
}

/** SQLite's lower() folds ASCII only: the labels are matched the same way. */
const asciiLower = (text: string) => text.replace(/[A-Z]/g, (letter) => letter.toLowerCase());

/** The values whose English label, or that label as the page's catalogue shows it ("生日"),
 *  holds the word. */
function labelled<T extends string>(
  values: readonly T[],
  labels: Record<T, string>,
  word: string,
  locale: Locale,
): T[] {
  const wanted = asciiLower(word);
  return values.filter((value) => {
    const shown = [labels[value], translate(CATALOGUES[locale], labels[value])];
    return shown.some((label) => asciiLower(label).includes(wanted));
  });
}

const hasOccasion = (occasion: Occasion): SQL =>
  sql`exists (select 1 from json_each(${products.occasions}) where value = ${occasion})`;

/** The owner's name and description in the asked-for language, searched besides English. */
const TRANSLATED_TEXTS = {
  km: [products.nameKm, products.descriptionKm],
  zh: [products.nameZh, products.descriptionZh],
} as const;

/** One search word: in the name or description (English, and the asked-for language's), or in
 *  the label of the product's category or of one of its occasions, in English or the asked-for
 *  language ("birthday", "mixed", "生日"). The
 *  matching categories and occasions are one JSON parameter each, so a word binds at most 6
 *  parameters whatever it matches. */
function wordMatch(word: string, locale: Locale): SQL | undefined {
  const categories = labelled(CATEGORIES, CATEGORY_LABELS, word, locale);
  const occasions = labelled(OCCASIONS, OCCASION_LABELS, word, locale);
  const translated = locale === "en" ? [] : TRANSLATED_TEXTS[locale];
  return or(
    contains(products.name, word),
    contains(products.description, word),
    ...translated.map((column) => contains(column, word)),
    categories.length > 0
      ? sql`${products.category} in (select value from json_each(${JSON.stringify(categories)}))`
      : undefined,
    occasions.length > 0
      ? sql`exists (select 1 from json_each(${products.occasions}) where value in (select value from json_each(${JSON.stringify(occasions)})))`
      : undefined,
  );
}

/** A page of the catalogue, oldest first: `cursor` is the last id served (the next page holds
 *  larger ids). Fetches limit + 1 rows for pageOf. */
export function cataloguePageQuery(
  db: Db,
  filters: CatalogueSearch,
  cursor: number | null,
  limit: number = PAGE_LIMIT_DEFAULT,
) {
  const where = and(
    filters.category ? eq(products.category, filters.category) : undefined,
    filters.occasion ? hasOccasion(filters.occasion) : undefined,
    ...searchWords(filters.q).map((word) => wordMatch(word, filters.lang ?? DEFAULT_LOCALE)),
    cursor === null ? undefined : gt(products.id, cursor),
  );
  return db
    .select()
    .from(products)
    .where(where)
    .orderBy(asc(products.id))
    .limit(limit + 1);
}

/** The featured products, oldest first (through products_featured). */
export const featuredQuery = (db: Db, limit: number) =>
  db.select().from(products).where(eq(products.featured, true)).orderBy(asc(products.id)).limit(limit);

/** The first products of the catalogue. */
export const firstProductsQuery = (db: Db, limit: number) =>
  db.select().from(products).orderBy(asc(products.id)).limit(limit);

/** The home page's picks (shared/catalog.ts featuredOf): the featured products, or the first
 *  ones when none is; both read in one round trip. */
export async function picksOf(db: Db, limit: number) {
  const [featured, first] = await db.batch([featuredQuery(db, limit), firstProductsQuery(db, limit)]);
  return featured.length > 0 ? featured : first;
}

/** The answer of GET /api/products for a valid query with at least one parameter: a page, or the picks. */
export async function readCataloguePage(
  db: Db,
  query: z.output<typeof catalogueListQuery>,
): Promise<CataloguePage> {
  const { limit, cursor, featured, ...filters } = query;
  const { lang } = filters;
  if (featured) {
    const [rows, rate] = await Promise.all([picksOf(db, limit ?? FEATURED_PRODUCT_COUNT), exchangeRate(db)]);
    return { products: rows.map((row) => productWire(row, rate, lang)), next_cursor: null };
  }
  const size = limit ?? PAGE_LIMIT_DEFAULT;
  const [rows, rate] = await Promise.all([
    cataloguePageQuery(db, filters, cursorId(cursor), size),
    exchangeRate(db),
  ]);
  const page = pageOf(rows, size, (row) => [row.id]);
  return {
    products: page.items.map((row) => productWire(row, rate, lang)),
    next_cursor: page.next_cursor,
  };
}

/** GET /api/products/:id's answer in `locale`, or null when there is no such product. */
export async function readProduct(db: Db, id: number, locale: Locale): Promise<ProductDetailWire | null> {
  const [row, current] = await Promise.all([
    db.query.products.findFirst({ where: eq(products.id, id) }),
    readSettings(db),
  ]);
  if (!row) return null;
  const peak_left = await peakLeft(db, current, row.id, clock.now());
  return { ...productWire(row, servedRate(current.exchangeRateKhr), locale), peak_left };
}
