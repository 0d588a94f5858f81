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

/** D1 as the Worker meets it, noting every statement its sessions prepare. */
const countingDb = (db: D1Database): D1Database =>
  new Proxy(db, {
    get(target, name) {
      if (name !== "withSession") return Reflect.get(target, name, target);
      return (start?: string) => {
        const session = target.withSession(start);
        return new Proxy(session, {
          get(inner, key) {
            const value = Reflect.get(inner, key, inner);
            if (key === "prepare")
              return (sql: string) => {
                statements.push(sql);
                return inner.prepare(sql);
              };
            return typeof value === "function" ? value.bind(inner) : value;
          },
        });
      };
    },
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
});
