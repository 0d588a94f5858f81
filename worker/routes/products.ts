// Public catalogue: GET /api/products and GET /api/products/:id. Without a query parameter the
// list is the spec's bare array of every product; with one it is a CataloguePage: a keyset page
// oldest first with server filters, or the home page's picks (docs/decisions/043).
import { eq } from "drizzle-orm";
import { Hono } from "hono";
import type { z } from "zod";
import { FEATURED_PRODUCT_COUNT } from "../../shared/catalog";
import type { CataloguePage } from "../../shared/catalogue-query";
import { DETAIL } from "../../shared/messages";
import { PAGE_LIMIT_DEFAULT } from "../../shared/paging";
import type { Db } from "../db/client";
import { products } from "../db/schema";
import { productWire } from "../db/wire";
import type { AppEnv } from "../env";
import { fail } from "../middleware/errors";
import { idParam, validate } from "../middleware/validate";
import { cachedCatalogueResponse, isCachedQuery, listCatalogue } from "../services/catalogue";
import { catalogueListQuery, cataloguePageQuery, picksOf } from "../services/catalogue-queries";
import { cursorId, hasNoQuery, pageOf } from "../services/paging";
import { exchangeRate } from "../services/settings";

async function cataloguePage(db: Db, query: z.output<typeof catalogueListQuery>): Promise<CataloguePage> {
  const { limit, cursor, featured, ...filters } = query;
  if (featured) {
    const [rows, rate] = await Promise.all([picksOf(db, limit ?? FEATURED_PRODUCT_COUNT), exchangeRate(db)]);
    return { products: rows.map((row) => productWire(row, rate)), next_cursor: null };
  }
  const size = limit ?? PAGE_LIMIT_DEFAULT;
  const [rows, rate] = await Promise.all([
    cataloguePageQuery(db, filters, cursorId(cursor), size),
    exchangeRate(db),
  ]);
  const page = pageOf(rows, size, (row) => [row.id]);
  return { products: page.items.map((row) => productWire(row, rate)), next_cursor: page.next_cursor };
}

export const productRoutes = new Hono<AppEnv>()
  .get("/", validate("query", catalogueListQuery), async (c) => {
    const db = c.var.db;
    const bare = hasNoQuery(c.req.url);
    const read = () => (bare ? listCatalogue(db) : cataloguePage(db, c.req.valid("query")));
    // the bare list, the first page and the picks are the same for every visitor: cached
    const query = bare ? "" : new URL(c.req.url).search.slice(1);
    if (isCachedQuery(query)) {
      return cachedCatalogueResponse(c.req.url, query, read, (p) => c.executionCtx.waitUntil(p));
    }
    return c.json(await read());
  })
  .get("/:id", async (c) => {
    const id = idParam(c.req.param("id"), DETAIL.productNotFound);
    const [row, rate] = await Promise.all([
      c.var.db.query.products.findFirst({ where: eq(products.id, id) }),
      exchangeRate(c.var.db),
    ]);
    if (!row) throw fail(404, DETAIL.productNotFound);
    return c.json(productWire(row, rate));
  });
