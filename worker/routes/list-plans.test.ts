// The admin lists, the storefront catalogue and the customer's own orders
// stay fast at any size only while an index serves each filter and the order by id:
// EXPLAIN QUERY PLAN of the routes' own SQL (worker/services/admin-lists.ts,
// worker/services/catalogue/catalogue-queries.ts, worker/services/orders/my-orders.ts),
// for the first page and the next one (a cursor), must show no full scan of the table and no
// sort (USE TEMP B-TREE). A search (q) is a substring match over several columns, and a
// product's occasions a JSON list: either may scan, in id order; their plans are judged only for
// sorts (docs/decisions/038, 043). The orders search is the exception: its matches come from an
// FTS5 index, order_search or order_search_grams, and an order number from the primary key
// (docs/decisions/057, 062).
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import {
  type OrderFilters,
  ordersPageQuery,
  productsPageQuery,
  usersPageQuery,
} from "../services/admin-lists";
import {
  cataloguePageQuery,
  featuredQuery,
  firstProductsQuery,
} from "../services/catalogue/catalogue-queries";
import { myOrdersPageQuery } from "../services/orders/my-orders";
import { db } from "../test/helpers";

const PAGE = 50;

async function planOf(query: { toSQL: () => { sql: string; params: unknown[] } }): Promise<string[]> {
  const { sql, params } = query.toSQL();
  const { results } = await env.DB.prepare(`EXPLAIN QUERY PLAN ${sql}`)
    .bind(...params)
    .all<{ detail: string }>();
  return results.map((row) => row.detail);
}

/** A plan that reads `table` through an index (or its rowid order) and never sorts. */
function expectServedByIndex(plan: string[], table: string, index: string) {
  expect(plan.join(" | ")).not.toMatch(/TEMP B-TREE/);
  expect(plan).toEqual([expect.stringMatching(new RegExp(`^SEARCH ${table} USING (COVERING )?${index}`))]);
}

const ORDER_FILTERS: [string, OrderFilters, string][] = [
  ["status", { status: "pending" }, "INDEX orders_status \\(status=\\?"],
  ["payment status", { payment_status: "unpaid" }, "INDEX orders_payment_status \\(payment_status=\\?"],
  ["delivery date", { delivery_date: "2026-11-24" }, "INDEX orders_delivery_date \\(delivery_date=\\?"],
  [
    "status and payment status",
    { status: "pending", payment_status: "unpaid" },
    "INDEX orders_(payment_)?status \\((payment_)?status=\\?",
  ],
  [
    "status and delivery date",
    { status: "confirmed", delivery_date: "2026-11-24" },
    "INDEX orders_(status|delivery_date) \\((status|delivery_date)=\\?",
  ],
];

describe("EXPLAIN QUERY PLAN of the admin lists", () => {
  it("orders' first page walks the table by id, newest first, stopping at the page (no sort)", async () => {
    // No WHERE: SQLite reads the rowid b-tree backwards and LIMIT ends it after 51 rows.
    expect(await planOf(ordersPageQuery(db(), {}, null, PAGE))).toEqual(["SCAN orders"]);
  });

  it("orders' next page starts at the cursor through the primary key", async () => {
    expectServedByIndex(
      await planOf(ordersPageQuery(db(), {}, 1000, PAGE)),
      "orders",
      "INTEGER PRIMARY KEY \\(rowid<\\?\\)",
    );
  });

  for (const [name, filters, index] of ORDER_FILTERS) {
    it(`orders by ${name}: an index serves the filter and the order, first page and next`, async () => {
      expectServedByIndex(await planOf(ordersPageQuery(db(), filters, null, PAGE)), "orders", index);
      const next = await planOf(ordersPageQuery(db(), filters, 1000, PAGE));
      expectServedByIndex(next, "orders", index);
      expect(next[0]).toContain("rowid<?");
    });
  }

  it("users: first page by id newest first, next page through the primary key", async () => {
    expect(await planOf(usersPageQuery(db(), {}, null, PAGE))).toEqual(["SCAN users"]);
    expectServedByIndex(
      await planOf(usersPageQuery(db(), {}, 1000, PAGE)),
      "users",
      "INTEGER PRIMARY KEY \\(rowid<\\?\\)",
    );
  });

  it("products: first page by id oldest first, next page through the primary key", async () => {
    expect(await planOf(productsPageQuery(db(), {}, null, PAGE))).toEqual(["SCAN products"]);
    expectServedByIndex(
      await planOf(productsPageQuery(db(), {}, 1000, PAGE)),
      "products",
      "INTEGER PRIMARY KEY \\(rowid>\\?\\)",
    );
  });

  it("a search is still one pass in id order, never a sort (the users' and products' q may scan)", async () => {
    const plans = [
      await planOf(ordersPageQuery(db(), { q: "Sokha" }, 1000, PAGE)),
      await planOf(usersPageQuery(db(), { q: "Sokha" }, 1000, PAGE)),
      await planOf(productsPageQuery(db(), { q: "rose" }, 1000, PAGE)),
    ];
    for (const plan of plans) expect(plan.join(" | ")).not.toMatch(/TEMP B-TREE/);
  });

  it("a search within a day (buyer, recipient, address, landmark) reads only that day's orders, each looked up in the index", async () => {
    // What the owner does most: the day's filter, then a name or a hotel typed into search.
    for (const q of ["park hyatt", "Ly"]) {
      for (const cursor of [null, 1000]) {
        const plan = await planOf(ordersPageQuery(db(), { delivery_date: "2026-11-24", q }, cursor, PAGE));
        expect(plan.join(" | ")).not.toMatch(/TEMP B-TREE/);
        expect(plan, q).toEqual([
          expect.stringMatching(/^SEARCH orders USING INDEX orders_delivery_date \(delivery_date=\?/),
          // the order's own entry: its rowid, then the match (=M)
          expect.stringMatching(/^SCAN order_search(_grams)? EXISTS VIRTUAL TABLE INDEX 0:=M/),
        ]);
      }
    }
  });
});

describe("EXPLAIN QUERY PLAN of the orders search (docs/decisions/057, 062)", () => {
  /** order_search's matches, newest first (the index's rowid order: no sort), each order by its key. */
  const THROUGH_THE_INDEX = [
    expect.stringMatching(/^SCAN order_search VIRTUAL TABLE INDEX \d+:M/),
    "SEARCH orders USING INTEGER PRIMARY KEY (rowid=?)",
  ];

  it("a text of three characters or more reads the FTS index's matches, never every order, with any filter but the day", async () => {
    for (const q of ["Sokha", "nobody at all", "park hyatt", "012 345 678", "sok@gmail"]) {
      for (const filters of [{}, { status: "pending" }, { payment_status: "unpaid" }] as const) {
        for (const cursor of [null, 1000]) {
          const plan = await planOf(ordersPageQuery(db(), { ...filters, q }, cursor, PAGE));
          expect(plan, `${q} ${JSON.stringify(filters)} ${cursor}`).toEqual(THROUGH_THE_INDEX);
          if (cursor !== null) expect(plan[0]).toMatch(/<$/); // the index starts at the cursor
        }
      }
    }
  });

  it("an order number is its row by the primary key, beside the index's matches: no scan of orders", async () => {
    for (const [q, table] of [
      ["123", "order_search"],
      ["3", "order_search_grams"],
    ]) {
      for (const filters of [{}, { status: "pending" }] as const) {
        const plan = await planOf(ordersPageQuery(db(), { ...filters, q }, null, PAGE));
        expect(plan, `${q} ${JSON.stringify(filters)}`).toEqual([
          "MULTI-INDEX OR",
          "INDEX 1",
          "SEARCH orders USING INTEGER PRIMARY KEY (rowid=?)",
          "INDEX 2",
          "LIST SUBQUERY 1",
          expect.stringMatching(new RegExp(`^SCAN ${table} VIRTUAL TABLE INDEX \\d+:M`)),
          "SEARCH orders USING INTEGER PRIMARY KEY (rowid=?)",
          "SEARCH orders USING INTEGER PRIMARY KEY (rowid=?)",
          // the page of matches (LIMIT inside the subquery) with the numbered order, no more
          "USE TEMP B-TREE FOR ORDER BY",
        ]);
      }
      // after the first page, the numbered order has been listed: the index's matches alone
      expect(await planOf(ordersPageQuery(db(), { q }, 1000, PAGE))).toEqual([
        expect.stringMatching(new RegExp(`^SCAN ${table} VIRTUAL TABLE INDEX \\d+:M.*<$`)),
        "SEARCH orders USING INTEGER PRIMARY KEY (rowid=?)",
      ]);
    }
    expect(await planOf(ordersPageQuery(db(), { q: "#123" }, null, PAGE))).toEqual([
      "SEARCH orders USING INTEGER PRIMARY KEY (rowid=?)",
    ]);
  });

  it("one or two characters read the index of two-character pieces, newest first", async () => {
    for (const q of ["Ly", "王丽", "丽"]) {
      for (const cursor of [null, 1000]) {
        expect(await planOf(ordersPageQuery(db(), { q }, cursor, PAGE)), q).toEqual([
          expect.stringMatching(/^SCAN order_search_grams VIRTUAL TABLE INDEX \d+:M/),
          "SEARCH orders USING INTEGER PRIMARY KEY (rowid=?)",
        ]);
      }
    }
    // a piece of punctuation has no token in it: the orders newest first, as before the index
    expect(await planOf(ordersPageQuery(db(), { q: "%" }, null, PAGE))).toEqual(["SCAN orders"]);
  });
});

describe("EXPLAIN QUERY PLAN of the customer's own orders", () => {
  it("reads orders_user_id newest first, first page and next, each review and product by its key (no sort)", async () => {
    const review = "SEARCH reviews USING INDEX reviews_order_id_unique (order_id=?) LEFT-JOIN";
    const product = "SEARCH products USING INTEGER PRIMARY KEY (rowid=?) LEFT-JOIN";
    expect(await planOf(myOrdersPageQuery(db(), 7, null, PAGE))).toEqual([
      "SEARCH orders USING INDEX orders_user_id (user_id=?)",
      review,
      product,
    ]);
    expect(await planOf(myOrdersPageQuery(db(), 7, 1000, PAGE))).toEqual([
      "SEARCH orders USING INDEX orders_user_id (user_id=? AND id<?)",
      review,
      product,
    ]);
  });
});

describe("EXPLAIN QUERY PLAN of the storefront catalogue (docs/decisions/043)", () => {
  const SIZE = 24;

  it("the first page walks the table by id and the next starts at the cursor", async () => {
    expect(await planOf(cataloguePageQuery(db(), {}, null, SIZE))).toEqual(["SCAN products"]);
    expectServedByIndex(
      await planOf(cataloguePageQuery(db(), {}, 1000, SIZE)),
      "products",
      "INTEGER PRIMARY KEY \\(rowid>\\?\\)",
    );
  });

  it("a category page reads products_category in id order, first page and next", async () => {
    expectServedByIndex(
      await planOf(cataloguePageQuery(db(), { category: "roses" }, null, SIZE)),
      "products",
      "INDEX products_category \\(category=\\?\\)",
    );
    expectServedByIndex(
      await planOf(cataloguePageQuery(db(), { category: "roses" }, 1000, SIZE)),
      "products",
      "INDEX products_category \\(category=\\? AND rowid>\\?\\)",
    );
  });

  it("the picks read products_featured in id order, and the fallback the first rows", async () => {
    expectServedByIndex(
      await planOf(featuredQuery(db(), 3)),
      "products",
      "INDEX products_featured \\(featured=\\?\\)",
    );
    expect(await planOf(firstProductsQuery(db(), 3))).toEqual(["SCAN products"]);
  });

  it("an occasion or a search is one pass in id order, never a sort (they may scan)", async () => {
    for (const filters of [
      { occasion: "birthday" },
      { q: "mixed birthday" },
      { category: "roses", occasion: "love", q: "red" },
    ] as const) {
      for (const cursor of [null, 1000]) {
        const plan = (await planOf(cataloguePageQuery(db(), filters, cursor, SIZE))).join(" | ");
        expect(plan, JSON.stringify(filters)).not.toMatch(/TEMP B-TREE/);
        expect(plan, JSON.stringify(filters)).toMatch(/^(SCAN|SEARCH) products/);
      }
    }
  });
});
