// The large data set of the list benchmark (docs/decisions/038): 100,000 orders, 50,000 users and 5,000
// products added on top of the seed, in one INSERT … WITH RECURSIVE per table, so loading
// takes seconds rather than the minutes of row-by-row inserts. Values come from a hash of the
// row number (not random()), so every run measures the same data. Orders spread their delivery
// dates over today ± 60 days in shop time, oldest ids first: past orders are mostly delivered
// and paid, today's are spread over every status, future ones (booked in the last days) are
// pending or confirmed. Products take the seed's occasion tags in turn (the storefront
// figures filter and search by occasion, docs/decisions/043).
import { execFileSync } from "node:child_process";
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { bin } from "../e2e/server.ts";
import { SEED_OCCASIONS } from "../scripts/seed/catalogue.ts";
import { CATEGORIES } from "../shared/catalog.ts";

export const LARGE = { orders: 100_000, users: 50_000, products: 5_000 } as const;

/** A JSON array literal, read in SQL with pick(). */
const list = (values: readonly string[]) => `'${JSON.stringify(values).replaceAll("'", "''")}'`;
/** The element of a list chosen by an SQL integer expression. */
const pick = (values: readonly string[], index: string) =>
  `json_extract(${list(values)}, '$[' || ((${index}) % ${values.length}) || ']')`;
/** A stable pseudo-random integer in 0..99 per row and salt (Knuth's multiplicative hash). */
const hash = (row: string, salt: number) =>
  `(((${row}) * 2654435761 + ${salt * 40503}) % 4294967296 / 7919 % 100)`;

const FIRST = [
  "Sokha",
  "Dara",
  "Sreymom",
  "Vannak",
  "Chenda",
  "Piseth",
  "Bopha",
  "Rithy",
  "Sophea",
  "Kosal",
  "Channary",
  "Veasna",
  "Malis",
  "Sovann",
  "Emma",
  "Liam",
  "Yuki",
  "Mei",
  "Lucas",
  "Ana",
  "Noah",
  "Sarah",
  "Minh",
  "Anh",
  "Thida",
  "Ratana",
  "Kanha",
  "Borey",
  "Sothea",
  "Julia",
];
const LAST = [
  "Sok",
  "Chan",
  "Kim",
  "Heng",
  "Meas",
  "Chea",
  "Ly",
  "Keo",
  "Pich",
  "Sam",
  "Nguyen",
  "Tan",
  "Smith",
  "Müller",
  "Tanaka",
  "Wong",
  "Dupont",
  "Garcia",
  "Ouk",
  "Seng",
  "Prak",
  "Touch",
  "Yim",
];
const VILLAGES = [
  "Wat Bo Village",
  "Sala Kamreuk",
  "Svay Dangkum",
  "Old Market area",
  "Taphul Village",
  "Slorkram",
  "Krous Village",
  "Chreav",
  "Sangkat Siem Reap",
  "Kouk Chak",
];
const FLOWERS = [
  "Rose",
  "Lily",
  "Orchid",
  "Lotus",
  "Jasmine",
  "Frangipani",
  "Sunflower",
  "Tulip",
  "Heliconia",
  "Marigold",
  "Gerbera",
  "Peony",
];
const KINDS = ["Bouquet", "Basket", "Hatbox", "Posy", "Centrepiece", "Garland", "Vase", "Cascade"];
const CARDS = [
  "Happy birthday!",
  "With all my love",
  "Congratulations on your new home",
  "Thinking of you",
  "Happy anniversary, my dear",
  "Get well soon",
  "Thank you for everything",
];
const OCCASION_TAGS = Object.values(SEED_OCCASIONS).map((tags) => JSON.stringify(tags));
const PHONE_PREFIXES = ["012", "017", "077", "092", "010", "096", "097", "088"];

// The k-th customer (1-based) has one name, e-mail and phone, used by their user row and their orders.
const firstOf = (k: string) => pick(FIRST, k);
const lastOf = (k: string) => pick(LAST, `(${k}) / ${FIRST.length}`);
const nameOf = (k: string) => `${firstOf(k)} || ' ' || ${lastOf(k)}`;
const emailOf = (k: string) => `lower(${firstOf(k)} || '.' || ${lastOf(k)}) || (${k}) || '@example.com'`;
const phoneOf = (k: string) =>
  `'+855 ' || ${pick(PHONE_PREFIXES, k)} || printf(' %03d %03d', (${k}) * 7 % 1000, (${k}) * 13 % 1000)`;
const iso = (expression: string) => `strftime('%Y-%m-%dT%H:%M:%fZ', ${expression})`;
const rows = (count: number) =>
  `WITH RECURSIVE n(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM n WHERE x < ${count})`;

/** The SQL adding the large data set; `today` is the shop's date (YYYY-MM-DD). */
export function largeDataSql(today: string): string {
  const { orders, users, products } = LARGE;
  return `
${rows(products)}
INSERT INTO products (name, price_cents, original_price_cents, description, category, image, whats_included,
  rating, in_stock, occasions, created_at)
SELECT ${pick(FLOWERS, "x")} || ' ' || ${pick(KINDS, "x / 12")} || ' ' || x,
  1500 + ${hash("x", 1)} * 100,
  CASE WHEN ${hash("x", 2)} < 10 THEN 1500 + ${hash("x", 1)} * 100 + 1000 END,
  'Fresh seasonal stems arranged by hand in Siem Reap.',
  ${pick(CATEGORIES, "x")},
  (SELECT image FROM products WHERE id = 1 + x % 10),
  'Flowers, wrapping and a card',
  round(4 + ${hash("x", 3)} / 100.0, 1),
  ${hash("x", 4)} >= 5,
  ${pick(OCCASION_TAGS, `x / ${CATEGORIES.length}`)},
  ${iso(`'${today}', '-730 days', (x * 730 / ${products}) || ' days'`)}
FROM n;

${rows(users)}
INSERT INTO users (name, email, mobile, address, password_hash, is_verified, is_suspended, created_at)
SELECT ${nameOf("x")}, ${emailOf("x")}, ${phoneOf("x")},
  'House ' || (x % 200 + 1) || ', Street ' || (x % 30 + 1) || ', ' || ${pick(VILLAGES, "x")},
  'not-a-password-hash', ${hash("x", 5)} < 90, ${hash("x", 6)} = 0,
  ${iso(`'${today}', '-730 days', (x * 730 / ${users}) || ' days', (x * 37 % 1440) || ' minutes'`)}
FROM n;

${rows(orders)},
base AS (SELECT (SELECT max(id) FROM users) - ${users} AS user0, (SELECT max(id) FROM products) - ${products} AS product0),
area AS (SELECT id AS area_id, name AS area_name, fee_cents, row_number() OVER (ORDER BY position, id) AS k FROM delivery_areas),
o AS (
  SELECT x, x % ${users} + 1 AS k, min(60, (x - 1) * 121 / ${orders} - 60) AS day,
    ${hash("x", 7)} AS h, ${hash("x", 8)} AS pay, ${hash("x", 9)} AS extra,
    base.product0 + ${hash("x", 10)} * ${products / 100} + x % ${products / 100} + 1 AS product_id,
    CASE WHEN ${hash("x", 11)} < 70 THEN base.user0 + x % ${users} + 1 END AS user_id
  FROM n, base
),
s AS (
  SELECT o.*, p.name AS product_name, p.image, p.description, p.price_cents AS base_cents,
    CASE WHEN extra < 60 THEN 'standard' WHEN extra < 90 THEN 'deluxe' ELSE 'premium' END AS size,
    min(CASE WHEN extra % 10 < 7 THEN 1 WHEN extra % 10 < 9 THEN 2 ELSE 3 END, (SELECT count(*) FROM area)) AS area_k,
    CASE
      WHEN day < 0 THEN CASE WHEN h < 88 THEN 'delivered' WHEN h < 97 THEN 'cancelled' WHEN h < 98 THEN 'pending' ELSE 'confirmed' END
      WHEN day = 0 THEN CASE WHEN h < 35 THEN 'pending' WHEN h < 60 THEN 'confirmed' WHEN h < 80 THEN 'shipped' WHEN h < 95 THEN 'delivered' ELSE 'cancelled' END
      ELSE CASE WHEN h < 55 THEN 'pending' WHEN h < 92 THEN 'confirmed' ELSE 'cancelled' END
    END AS status,
    CASE WHEN pay < 60 THEN 'cash' ELSE 'khqr' END AS method
  FROM o JOIN products p ON p.id = o.product_id
),
t AS (
  SELECT s.*, area.area_id, area.area_name, area.fee_cents,
    base_cents * CASE size WHEN 'standard' THEN 100 WHEN 'deluxe' THEN 140 ELSE 180 END / 100 AS product_cents,
    CASE
      WHEN status = 'delivered' THEN CASE WHEN pay % 20 = 0 THEN 'unpaid' ELSE 'paid' END
      WHEN method = 'khqr' AND pay % 10 < 7 THEN 'paid'
      ELSE 'unpaid'
    END AS payment_status
  FROM s JOIN area ON area.k = s.area_k
)
INSERT INTO orders (user_id, product_id, customer_name, customer_email, customer_mobile, address, landmark, city,
  special_instructions, product_name, price_cents, product_image, product_description, status, created_at, size,
  product_price_cents, add_ons, delivery_fee_cents, area_id, area_name, delivery_date, delivery_slot,
  delivery_slot_label, delivery_start, delivery_end, recipient_name, recipient_phone, card_message,
  payment_method, payment_status, paid_at)
SELECT user_id, product_id, ${nameOf("k")}, ${emailOf("k")}, ${phoneOf("k")},
  'House ' || (k % 200 + 1) || ', Street ' || (k % 30 + 1) || ', ' || ${pick(VILLAGES, "k")},
  CASE WHEN extra % 3 = 0 THEN 'Near the pagoda gate' END, 'Siem Reap',
  CASE WHEN extra % 7 = 0 THEN 'Please call before delivery' END,
  product_name, product_cents + fee_cents + CASE WHEN extra % 5 = 0 THEN 950 ELSE 0 END, image, description, status,
  ${iso(`'${today}', (min(day, 0) - x % 4) || ' days', '-' || (x * 7 % 720) || ' minutes'`)},
  size, product_cents,
  CASE WHEN extra % 5 = 0 THEN '[{"id":2,"name":"Box of chocolates","priceCents":950}]' ELSE '[]' END,
  fee_cents, area_id, area_name,
  date('${today}', day || ' days'),
  ${pick(["morning", "afternoon", "evening"], "x")},
  ${pick(["Morning", "Afternoon", "Evening"], "x")},
  ${pick(["09:00", "12:00", "16:00"], "x")},
  ${pick(["12:00", "16:00", "20:00"], "x")},
  CASE WHEN h % 5 < 3 THEN ${nameOf("x * 31 + 7")} END,
  CASE WHEN h % 5 < 3 THEN ${phoneOf("x * 31 + 7")} END,
  CASE WHEN h % 4 < 3 THEN ${pick(CARDS, "x")} END,
  method, payment_status,
  CASE WHEN payment_status = 'paid' THEN ${iso(`'${today}', day || ' days'`)} END
FROM t;
`;
}

/**
 * Adds the large data set to the local D1 kept in `persistTo` (a folder wrangler dev or
 * `wrangler d1 migrations apply --persist-to` uses). Answers how long loading took, in ms.
 */
export function loadLargeData(persistTo: string, today: string): number {
  const file = join(persistTo, "large-data.sql");
  writeFileSync(file, largeDataSql(today));
  const start = performance.now();
  execFileSync(
    bin("wrangler"),
    ["d1", "execute", "DB", "--local", "--persist-to", persistTo, "--file", file, "--yes"],
    { stdio: ["ignore", "ignore", "inherit"], env: { ...process.env, WRANGLER_SEND_METRICS: "false" } },
  );
  return performance.now() - start;
}
