// Public catalogue: GET /api/products and GET /api/products/:id. Without a query parameter the
// list is the spec's bare array, of the first PAGE_LIMIT_MAX products; with one
// it is a CataloguePage: a keyset page oldest first with server filters, or the home page's
// picks (docs/decisions/043).
import { Hono } from "hono";
import { z } from "zod";
import { DEFAULT_LOCALE, type Locale } from "../../shared/i18n/locales";
import { PAGE_LIMIT_MAX } from "../../shared/paging";
import type { Db } from "../db/client";
import { productWire } from "../db/wire";
import type { AppEnv } from "../env";
import { fail } from "../http/fail";
import { idParam, validate } from "../middleware/validate";
import {
  cachedCatalogueResponse,
  cachedProduct,
  isCachedQuery,
  PUBLIC_CACHE_CONTROL,
} from "../services/catalogue/catalogue";
import {
  catalogueListQuery,
  firstProductsQuery,
  langField,
  readCataloguePage,
  readProduct,
} from "../services/catalogue/catalogue-queries";
import { hasNoQuery } from "../services/paging";
import { exchangeRate } from "../services/settings";

/** The spec's bare list: the first PAGE_LIMIT_MAX products, oldest first. */
async function bareList(db: Db, locale: Locale | undefined) {
  const [rows, rate] = await Promise.all([firstProductsQuery(db, PAGE_LIMIT_MAX), exchangeRate(db)]);
  return rows.map((row) => productWire(row, rate, locale));
}

export const productRoutes = new Hono<AppEnv>()
  .get("/", validate("query", catalogueListQuery), async (c) => {
    const db = c.var.db;
    const query = c.req.valid("query");
    // `lang` alone keeps the spec's bare array, in that language
    const bare = hasNoQuery(c.req.url, ["lang"]);
    const read = () => (bare ? bareList(db, query.lang) : readCataloguePage(db, query));
    // the bare list, the first page and the picks are the same for every visitor: cached
    const search = new URL(c.req.url).search.slice(1);
    if (isCachedQuery(search)) {
      return cachedCatalogueResponse(c.req.url, search, read, (p) => c.executionCtx.waitUntil(p));
    }
    return c.json(await read());
  })
  .get("/:id", validate("query", z.object({ lang: langField })), async (c) => {
    const id = idParam(c.req.param("id"), "productNotFound");
    const locale = c.req.valid("query").lang ?? DEFAULT_LOCALE;
    const read = async () => {
      const wire = await readProduct(c.var.db, id, locale);
      if (!wire) throw fail(404, "productNotFound");
      return wire;
    };
    // the same for every visitor: kept in the edge cache, dropped when the product changes
    const wire = await cachedProduct(c.req.url, id, locale, read, (p) => c.executionCtx.waitUntil(p));
    return c.json(wire, 200, { "Cache-Control": PUBLIC_CACHE_CONTROL });
  });
