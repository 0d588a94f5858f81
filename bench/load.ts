// `npm run bench:load`: the shop under concurrent load, served as `npm start` serves it (a fresh
// local shop on its own port), printing figures and whether anything was lost or doubled:
//   - 200 orders at once from 20 customers: every one answered 201 and stored once;
//   - 50 registrations of one address at once: exactly one account;
//   - 100 catalogue reads at once (/products' first page and its HTML): p50, p95;
//   - status changes racing on one order: each step applied once, following the last;
//   - the last place of a slot wanted by 20 customers at once: sold exactly once.
// Every simulated client has its own address (CF-Connecting-IP, which wrangler dev passes on),
// as tourists on their own phones would, so the shop's per-address limits see 20 people, not one.
import { mkdirSync, writeFileSync } from "node:fs";
import { availableParallelism, loadavg } from "node:os";
import { startShop } from "../e2e/server.ts";
import { catalogueQuery, NO_FILTERS } from "../shared/catalogue-query.ts";
import { adminToken } from "./shop.ts";

const PORT = Number(process.env.BENCH_LOAD_PORT ?? 8796);
const CUSTOMERS = 20;
const ORDERS_EACH = 10;
const REGISTRATIONS = 50;
const READS = 100;
const RACERS = 20;

interface Answer {
  status: number;
  json: any;
  ms: number;
}

const sorted = (values: number[]) => [...values].sort((a, b) => a - b);
const percentile = (values: number[], p: number) =>
  Math.round(sorted(values)[Math.max(0, Math.ceil(values.length * p) - 1)] ?? Number.NaN);
/** "200× 201, 3× 409": how many answers had each status. */
function statusCounts(answers: Answer[]): string {
  const counts = new Map<number, number>();
  for (const { status } of answers) counts.set(status, (counts.get(status) ?? 0) + 1);
  return [...counts].map(([status, count]) => `${count}× ${status}`).join(", ");
}

const shop = await startShop({ port: PORT });
const base = shop.url;

/** One client's request: its own address, its session, JSON both ways, timed. */
async function request(
  client: number,
  method: string,
  path: string,
  options: { token?: string; body?: unknown } = {},
): Promise<Answer> {
  const headers: Record<string, string> = { "CF-Connecting-IP": `10.20.${client >> 8}.${client & 255}` };
  if (options.token) headers.Authorization = `Bearer ${options.token}`;
  if (options.body !== undefined) headers["Content-Type"] = "application/json";
  const started = performance.now();
  const response = await fetch(`${base}${path}`, {
    method,
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const text = await response.text();
  const ms = performance.now() - started;
  let json: any = null;
  try {
    json = JSON.parse(text);
  } catch {
    json = null;
  }
  return { status: response.status, json, ms };
}

const form = (email: string) => ({
  name: "Load Tester",
  email,
  mobile: "+855 12 345 678",
  password: "load-test-password",
  confirmPassword: "load-test-password",
});

/** A verified customer through the real flow (register, the code from the dev outbox, verify). */
async function customer(client: number): Promise<{ token: string; client: number }> {
  const email = `load-${client}-${Date.now()}@example.com`;
  await request(client, "POST", "/api/auth/register", { body: form(email) });
  const outbox = await request(client, "GET", `/api/dev/outbox?email=${encodeURIComponent(email)}`);
  const code = outbox.json?.messages?.[0]?.code;
  const verified = await request(client, "POST", "/api/auth/verify-otp", { body: { email, otp: code } });
  if (verified.status !== 200) throw new Error(`verify answered ${verified.status}`);
  return { token: verified.json.access_token, client };
}

const orderBody = (productId: number, delivery?: { date: string; slot: string }) => ({
  productId: String(productId),
  customerInfo: {
    name: "Load Tester",
    email: "load@example.com",
    mobile: "+855 12 345 678",
    address: "Sivatha Blvd 12",
    city: "Siem Reap",
    postalCode: "17252",
  },
  ...(delivery ? { delivery } : {}),
});

/** One line of the table: what was asked, how it was answered, what is stored, how fast. */
const row = (scenario: string, answers: Answer[], stored: number | string, verdict: string) => ({
  scenario,
  answers: statusCounts(answers),
  stored,
  "p50 ms": percentile(
    answers.map((answer) => answer.ms),
    0.5,
  ),
  "p95 ms": percentile(
    answers.map((answer) => answer.ms),
    0.95,
  ),
  verdict,
});

const rows: ReturnType<typeof row>[] = [];
const problems: string[] = [];
const check = (ok: boolean, problem: string) => {
  if (!ok) problems.push(problem);
  return ok;
};

try {
  const admin = await adminToken(base);
  const settings = (await request(0, "GET", "/api/admin/settings", { token: admin })).json;
  const [product] = (await request(0, "GET", "/api/products?limit=1")).json.products;
  const people = await Promise.all(Array.from({ length: CUSTOMERS }, (_, n) => customer(n + 1)));
  const ordersOf = async (person: { token: string; client: number }) =>
    (await request(person.client, "GET", "/api/user/orders", { token: person.token })).json as {
      id: number;
      delivery_date: string;
      delivery_slot: string;
    }[];

  // The last place of a slot: a date a week ahead, its last slot with room for one order.
  const shopInfo = (await request(0, "GET", "/api/shop")).json;
  const raceDate = new Date(Date.parse(`${shopInfo.today}T00:00:00Z`) + 7 * 86_400_000)
    .toISOString()
    .slice(0, 10);
  const raceSlot = settings.slots.at(-1).id as string;
  const withCapacity = (capacity: (id: string) => number) => ({
    ...settings,
    closed_dates: [],
    slots: settings.slots.map((slot: { id: string }) => ({ ...slot, capacity: capacity(slot.id) })),
  });
  await request(0, "PUT", "/api/admin/settings", {
    token: admin,
    body: withCapacity((id) => (id === raceSlot ? 1 : 1000)),
  });
  const race = await Promise.all(
    people.map((person) =>
      request(person.client, "POST", "/api/orders", {
        token: person.token,
        body: orderBody(product.id, { date: raceDate, slot: raceSlot }),
      }),
    ),
  );
  const raceStored = (await Promise.all(people.map(ordersOf)))
    .flat()
    .filter((order) => order.delivery_date === raceDate && order.delivery_slot === raceSlot).length;
  const raceOk = check(
    race.filter((answer) => answer.status === 201).length === 1 && raceStored === 1,
    `last place: ${statusCounts(race)}, ${raceStored} stored`,
  );
  rows.push(
    row(
      `last place of a slot, ${RACERS} customers at once`,
      race,
      raceStored,
      raceOk ? "sold once" : "WRONG",
    ),
  );

  // 200 orders at once from 20 customers, room for all of them.
  await request(0, "PUT", "/api/admin/settings", { token: admin, body: withCapacity(() => 1000) });
  const before = await Promise.all(people.map(ordersOf));
  const placed = await Promise.all(
    people.flatMap((person) =>
      Array.from({ length: ORDERS_EACH }, () =>
        request(person.client, "POST", "/api/orders", { token: person.token, body: orderBody(product.id) }),
      ),
    ),
  );
  const after = await Promise.all(people.map(ordersOf));
  const newIds = after.flatMap((list, index) => {
    const known = new Set(before[index]?.map((order) => order.id));
    return list.filter((order) => !known.has(order.id)).map((order) => order.id);
  });
  const answeredIds = placed
    .filter((answer) => answer.status === 201)
    .map((answer) => answer.json.id as number);
  const ordersOk = check(
    answeredIds.length === CUSTOMERS * ORDERS_EACH &&
      newIds.length === answeredIds.length &&
      new Set(newIds).size === newIds.length &&
      answeredIds.every((id) => newIds.includes(id)),
    `orders: ${statusCounts(placed)}; ${newIds.length} stored for ${answeredIds.length} answered`,
  );
  rows.push(
    row(
      `${CUSTOMERS * ORDERS_EACH} orders at once, ${CUSTOMERS} customers`,
      placed,
      newIds.length,
      ordersOk ? "none lost or doubled" : "WRONG",
    ),
  );

  // 50 registrations of one address at once.
  const contested = `same-${Date.now()}@example.com`;
  const registrations = await Promise.all(
    Array.from({ length: REGISTRATIONS }, (_, n) =>
      request(1000 + n, "POST", "/api/auth/register", { body: form(contested) }),
    ),
  );
  const accounts = (
    await request(0, "GET", `/api/admin/users?q=${encodeURIComponent(contested)}`, { token: admin })
  ).json.users.length;
  const accountsOk = check(
    accounts === 1,
    `registrations: ${statusCounts(registrations)}, ${accounts} accounts`,
  );
  rows.push(
    row(
      `${REGISTRATIONS} registrations of one address at once`,
      registrations,
      accounts,
      accountsOk ? "one account" : "WRONG",
    ),
  );

  // 100 catalogue reads at once: the first page the app asks for, and the drawn /products.
  for (const path of [`/api/products?${catalogueQuery(NO_FILTERS)}`, "/products"]) {
    const reads = await Promise.all(Array.from({ length: READS }, (_, n) => request(2000 + n, "GET", path)));
    const readsOk = check(
      reads.every((answer) => answer.status === 200),
      `reads of ${path}: ${statusCounts(reads)}`,
    );
    rows.push(row(`${READS} reads of ${path} at once`, reads, "", readsOk ? "all answered" : "WRONG"));
  }

  // Status changes racing on one order: each next step asked for five times at once (two
  // owners' phones and Telegram taps); exactly one of each may apply.
  const target = answeredIds[0];
  const changes: Answer[] = [];
  for (const status of ["confirmed", "shipped", "delivered"]) {
    changes.push(
      ...(await Promise.all(
        Array.from({ length: 5 }, () =>
          request(0, "PUT", `/api/admin/orders/${target}/status`, { token: admin, body: { status } }),
        ),
      )),
    );
  }
  const events = (await request(0, "GET", `/api/admin/orders/${target}/events`, { token: admin })).json
    .events as {
    kind: string;
    from: string | null;
    to: string | null;
  }[];
  const moves = events.filter((event) => event.kind === "status");
  const chained = moves.every(
    (move, index) => move.from === (index === 0 ? "pending" : moves[index - 1]?.to),
  );
  const statusOk = check(
    chained && moves.length === 3 && changes.filter((answer) => answer.status === 200).length === 3,
    `status changes: ${statusCounts(changes)}; recorded ${moves.map((m) => `${m.from}→${m.to}`).join(", ")}`,
  );
  rows.push(
    row(
      "3 status steps on one order, each asked 5 times at once",
      changes,
      moves.map((move) => move.to).join(" → "),
      statusOk ? "no step skipped" : "WRONG",
    ),
  );

  console.log(
    `\nLoad against a local shop (wrangler dev, ${availableParallelism()} cores, load average ${loadavg()[0]?.toFixed(1)}):`,
  );
  console.table(rows);
  console.log(problems.length ? `Problems: ${problems.join("; ")}` : "Nothing lost, nothing doubled.");
  mkdirSync("bench/results", { recursive: true });
  writeFileSync("bench/results/load.json", `${JSON.stringify({ rows, problems }, null, 2)}\n`);
} finally {
  await shop.stop();
}
process.exit(problems.length ? 1 : 0);
