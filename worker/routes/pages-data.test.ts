// A drawn page's data is read by the services its API answers come from, not asked of the
// app (docs/decisions/068): one page request is one request through the Worker (one request
// log line, one D1 session), and the product page reads its product once for its head tags
// and its drawing alike.
import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import worker from "../index";
import { forgetCatalogue } from "../services/catalogue/catalogue";
import { BASE, call, createProduct } from "../test/helpers";

let statements: string[] = [];
let logged: string[] = [];

beforeEach(() => {
  statements = [];
  logged = [];
  vi.spyOn(console, "log").mockImplementation((line: unknown) => void logged.push(String(line)));
});
afterEach(() => vi.restoreAllMocks());

const requestsLogged = () =>
  logged.flatMap((line) => {
    try {
      const record = JSON.parse(line);
      return record?.event === "request" ? [`${record.method} ${record.route}`] : [];
    } catch {
      return [];
    }
  });

/** D1 whose sessions prepare each statement through `prepare` (the Worker's D1 is reached
 *  through a session per request: middleware/d1-session.ts). */
const preparingThrough = (
  db: D1Database,
  prepare: (sql: string, session: D1DatabaseSession) => D1PreparedStatement,
): D1Database =>
  new Proxy(db, {
    get(target, name) {
      if (name !== "withSession") return Reflect.get(target, name, target);
      return (start?: string) => {
        const session = target.withSession(start);
        return new Proxy(session, {
          get(inner, key) {
            if (key === "prepare") return (sql: string) => prepare(sql, inner);
            const value = Reflect.get(inner, key, inner);
            return typeof value === "function" ? value.bind(inner) : value;
          },
        });
      };
    },
  });

/** D1 as the Worker meets it, noting every statement its sessions prepare. */
const countingDb = (db: D1Database) =>
  preparingThrough(db, (sql, session) => {
    statements.push(sql);
    return session.prepare(sql);
  });

const productReads = () =>
  statements.filter((sql) => /from "products" "products" where "products"\."id" = \?/.test(sql));

describe("a drawn page's data", () => {
  it("is read without a request to the app: one request, one log line, for each drawn page", async () => {
    const product = await createProduct({ name: "Lotus Love" });
    await forgetCatalogue(BASE, product.id);
    for (const path of ["/", "/products", "/products?q=lotus", `/product/${product.id}`, "/km/products"]) {
      logged = [];
      const page = await call("GET", path);
      expect(page.status, path).toBe(200);
      expect(page.text, path).toContain("Lotus Love");
      expect(requestsLogged(), path).toEqual(["GET /*"]);
    }
  });

  it("reads the product once for the product page's head tags and its drawing", async () => {
    const product = await createProduct({ name: "Jasmine Garland" });
    await forgetCatalogue(BASE, product.id);
    // in process, with the test's D1 binding counted: every request the page makes to the app
    // (its own or one it sends itself) reads through it
    const ctx = createExecutionContext();
    const response = await worker.request(
      `/product/${product.id}`,
      {},
      { ...env, DB: countingDb(env.DB) },
      ctx,
    );
    const text = await response.text();
    await waitOnExecutionContext(ctx);
    expect(response.status).toBe(200);
    expect(text).toMatch(/<title[^>]*>Jasmine Garland/);
    expect(text).toContain('"name":"Jasmine Garland"');
    expect(productReads()).toHaveLength(1);
  });

  it("leaves the data to the browser when it cannot be read: the page is drawn without it", async () => {
    await createProduct({ name: "Lotus Love" });
    // D1 refusing every read of the catalogue, as in an outage
    const failing = preparingThrough(env.DB, (sql, session) => {
      if (/from "products"/.test(sql)) throw new Error("D1 is unavailable");
      return session.prepare(sql);
    });
    vi.spyOn(console, "error").mockImplementation(() => {});
    const ctx = createExecutionContext();
    const response = await worker.request("/products?q=lotus", {}, { ...env, DB: failing }, ctx);
    const text = await response.text();
    await waitOnExecutionContext(ctx);
    expect(response.status).toBe(200);
    expect(text).toContain('<h1 class="page-title">Our flowers</h1>');
    expect(text).not.toContain("Lotus Love");
    expect(text).toContain(
      '<script type="application/json" id="route-data">{"location":"/products?q=lotus"}',
    );
  });
});
