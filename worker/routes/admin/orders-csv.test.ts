// GET /api/admin/orders.csv: a CSV file of the orders the list's filters keep and the days
// they were placed on, with a byte-order mark, RFC 4180 quoting, no formula a spreadsheet
// would run, admins only, and a body that arrives page by page.
import { env, exports } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { orders } from "../../db/schema";
import worker from "../../index";
import { CSV_PAGE_SIZE } from "../../services/orders/orders-csv";
import { insertOrders } from "../../test/bulk";
import { emptyShop } from "../../test/fixtures";
import {
  areaNamed,
  createAddOn,
  emptyAddOns,
  floristPayload,
  pinClock,
  resetSettings,
  restoreClockAfterEach,
  shopTime,
} from "../../test/florist";
import { BASE, call, createProduct, createUser, db, type SeededUser } from "../../test/helpers";

restoreClockAfterEach();

let admin: SeededUser;
beforeEach(async () => {
  await emptyShop();
  admin = await createUser({ admin: true, name: "Owner" });
  // 09:00 on Tuesday 1 December 2026 in Siem Reap (02:00 UTC)
  pinClock(shopTime("2026-12-01", "09:00"));
});

/**
 * RFC 4180, read strictly and a piece at a time: `feed` answers the records that end in the
 * text given, the rest waiting for the next piece. A quote inside an unquoted field, anything
 * but a comma or CRLF after a closing quote, or a lone CR or LF outside quotes throws.
 */
class CsvReader {
  private records: string[][] = [];
  private record: string[] = [];
  private field = "";
  /** Where the reader is in the field: "quote" is a quote read inside quotes, which closes
   *  them unless another quote follows (a doubled quote). */
  private state: "start" | "unquoted" | "quoted" | "quote" | "closed" = "start";
  private cr = false;

  feed(text: string): string[][] {
    this.records = [];
    for (const char of text) this.read(char);
    return this.records;
  }

  private read(char: string) {
    if (this.cr) {
      if (char !== "\n") throw new Error("a CR outside quotes without its LF");
      this.cr = false;
      this.record.push(this.field);
      this.records.push(this.record);
      this.record = [];
      this.field = "";
      this.state = "start";
      return;
    }
    if (this.state === "quoted") {
      if (char === '"') this.state = "quote";
      else this.field += char;
      return;
    }
    if (this.state === "quote") {
      if (char === '"') {
        this.field += '"';
        this.state = "quoted";
        return;
      }
      this.state = "closed";
    }
    if (char === ",") {
      this.record.push(this.field);
      this.field = "";
      this.state = "start";
    } else if (char === "\r") this.cr = true;
    else if (this.state === "closed") throw new Error("text after a closing quote");
    else if (char === "\n") throw new Error("an LF outside quotes");
    else if (char === '"') {
      if (this.state !== "start") throw new Error("a quote inside an unquoted field");
      this.state = "quoted";
    } else {
      this.field += char;
      this.state = "unquoted";
    }
  }

  /** Nothing read since the last record's end. */
  get finished() {
    return this.state === "start" && !this.cr && this.field === "" && this.record.length === 0;
  }
}

/** Strict parsing of a whole file (no BOM). */
function parseCsv(text: string): string[][] {
  const reader = new CsvReader();
  const records = reader.feed(text);
  if (!reader.finished) throw new Error("the file ends inside a record");
  return records;
}

/** The admin's download: the answer and its body's bytes. */
async function download(query = "") {
  const response = await exports.default.fetch(
    new Request(`${BASE}/api/admin/orders.csv${query}`, {
      headers: { Authorization: `Bearer ${admin.token}` },
    }),
  );
  return {
    status: response.status,
    headers: response.headers,
    bytes: new Uint8Array(await response.arrayBuffer()),
  };
}

/** The file's records: the header row first. */
const recordsOf = (bytes: Uint8Array) => parseCsv(new TextDecoder().decode(bytes));

/** The order ids of a file, in its order. */
const idsIn = async (query: string) => {
  const { status, bytes } = await download(query);
  expect(status, query).toBe(200);
  return recordsOf(bytes)
    .slice(1)
    .map((record) => Number(record[0]));
};

const HEADER = [
  "Order",
  "Placed at (Siem Reap)",
  "Status",
  "Payment status",
  "Payment method",
  "Paid at (Siem Reap)",
  "Payment reference",
  "Customer",
  "E-mail",
  "Mobile",
  "Product",
  "Size",
  "Add-ons",
  "Delivery date",
  "Slot",
  "Area",
  "Address",
  "Recipient",
  "Recipient phone",
  "Card message",
  "Instructions",
  "Product price (USD)",
  "Add-ons (USD)",
  "Delivery fee (USD)",
  "Peak day surcharge (USD)",
  "Total (USD)",
];

type OrderInsert = typeof orders.$inferInsert;

/** Orders straight into D1, in this order (ids ascending). */
const addOrders = (count: number, fields?: (index: number) => Partial<OrderInsert>) =>
  insertOrders(admin.id, count, fields);

const CARD = 'សួស្តី Sokha, "ជោគជ័យ"\nHappy birthday!';

describe("GET /api/admin/orders.csv", () => {
  it("answers a CSV file to download, with a BOM, the header row and one exact record per order", async () => {
    await emptyAddOns();
    await resetSettings();
    const customer = await createUser();
    const product = await createProduct({ name: "Angkor Red Roses", price: 45 });
    const vase = await createAddOn({ name: "Glass vase", price: 12 });
    const chocolates = await createAddOn({ name: "Chocolates", price: 8.5 });
    const angkor = await areaNamed("Angkor");
    const placed = await call("POST", "/api/orders", {
      token: customer.token,
      body: floristPayload(product.id, {
        customerInfo: {
          name: '=HYPERLINK("https://evil.example")',
          email: "sokha@example.com",
          mobile: "+855 12 345 678",
          address: "Sivatha Blvd 12",
          landmark: "Near the Old Market",
          city: "Siem Reap",
          specialInstructions: "Ring twice",
        },
        addOns: [chocolates.id, vase.id],
        area: angkor.id,
        delivery: { date: "2026-12-02", slot: "afternoon" },
        recipient: { name: "Dara Sok", phone: "+855 17 222 333" },
        cardMessage: CARD,
      }),
    });
    expect(placed.status).toBe(201);
    const id: number = placed.json.id;
    // placed at 09:00 shop time; paid by the owner at 10:30
    await db()
      .update(orders)
      .set({ createdAt: shopTime("2026-12-01", "09:00") })
      .where(eq(orders.id, id));
    pinClock(shopTime("2026-12-01", "10:30"));
    const paid = await call("PUT", `/api/admin/orders/${id}/payment`, {
      token: admin.token,
      body: { status: "paid" },
    });
    expect(paid.status).toBe(200);

    const { status, headers, bytes } = await download();
    expect(status).toBe(200);
    expect(headers.get("Content-Type")).toBe("text/csv; charset=utf-8");
    expect(headers.get("Content-Disposition")).toBe('attachment; filename="orders-2026-12-01.csv"');
    expect(headers.get("Cache-Control")).toBe("private, no-store");
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);

    const text = new TextDecoder("utf-8", { fatal: true, ignoreBOM: true }).decode(bytes);
    expect(text.startsWith(`\uFEFF${HEADER.join(",")}\r\n`)).toBe(true);
    // the card message quoted, its quotes doubled, its line break kept inside the quotes
    expect(text).toContain('"សួស្តី Sokha, ""ជោគជ័យ""\nHappy birthday!"');
    // a name a spreadsheet would run is text, quoted with a leading apostrophe
    expect(text).toContain(`,"'=HYPERLINK(""https://evil.example"")",`);

    const [header, ...rows] = recordsOf(bytes);
    expect(header).toEqual(HEADER);
    expect(rows).toEqual([
      [
        String(id),
        "2026-12-01 09:00",
        "Pending",
        "Paid",
        "Cash",
        "2026-12-01 10:30",
        "",
        '\'=HYPERLINK("https://evil.example")',
        "sokha@example.com",
        "'+855 12 345 678",
        "Angkor Red Roses",
        "Standard",
        "Chocolates; Glass vase",
        "2026-12-02",
        "Afternoon, 12:00–16:00",
        "Angkor and the temple road",
        "Sivatha Blvd 12, Near the Old Market, Siem Reap",
        "Dara Sok",
        "'+855 17 222 333",
        CARD,
        "Ring twice",
        "45.00",
        "20.50",
        "5.00",
        "0.00",
        "70.50",
      ],
    ]);
  });

  it("answers only the header row when no order matches", async () => {
    const { status, bytes } = await download();
    expect(status).toBe(200);
    expect(recordsOf(bytes)).toEqual([HEADER]);
  });

  it("keeps the orders the list's filters keep, newest first", async () => {
    const seeded = await addOrders(6, (index) => ({
      status: index % 2 === 0 ? "pending" : "delivered",
      paymentStatus: index < 3 ? "unpaid" : "paid",
      deliveryDate: index < 4 ? "2026-12-02" : "2026-12-03",
      customerName: index === 5 ? "Chenda Kim" : `Customer ${index}`,
    }));
    const ids = seeded.map((order) => order.id);
    const newest = (...indexes: number[]) => indexes.map((index) => ids[index]);
    expect(await idsIn("")).toEqual(newest(5, 4, 3, 2, 1, 0));
    expect(await idsIn("?status=pending")).toEqual(newest(4, 2, 0));
    expect(await idsIn("?payment_status=paid")).toEqual(newest(5, 4, 3));
    expect(await idsIn("?delivery_date=2026-12-03")).toEqual(newest(5, 4));
    expect(await idsIn("?q=chenda")).toEqual(newest(5));
    expect(await idsIn("?status=delivered&payment_status=unpaid")).toEqual(newest(1));
    // paging parameters of the list mean nothing here: every order comes
    expect(await idsIn("?limit=1")).toEqual(newest(5, 4, 3, 2, 1, 0));
  });

  it("keeps the orders placed from `from` to `to`, shop days in Siem Reap time, both included", async () => {
    // ids and placing times out of step, as an import or a clock change leaves them
    const seeded = await addOrders(5, (index) => ({
      createdAt: [
        shopTime("2026-12-02", "00:00"),
        shopTime("2026-12-01", "00:00"),
        shopTime("2026-11-30", "23:59"),
        shopTime("2026-12-01", "23:59"),
        shopTime("2026-11-29", "12:00"),
      ][index],
      status: index === 3 ? "confirmed" : "pending",
    }));
    const ids = seeded.map((order) => order.id);
    const newest = (...indexes: number[]) => indexes.map((index) => ids[index]);
    expect(await idsIn("?from=2026-12-01&to=2026-12-01")).toEqual(newest(3, 1));
    expect(await idsIn("?from=2026-12-01")).toEqual(newest(3, 1, 0));
    expect(await idsIn("?to=2026-11-30")).toEqual(newest(4, 2));
    expect(await idsIn("?from=2026-11-30&to=2026-12-01&status=pending")).toEqual(newest(2, 1));
    expect(await idsIn("?from=2027-01-01")).toEqual([]);
  });

  it("refuses a bad filter with 400 JSON, before any file", async () => {
    const cases: [string, string][] = [
      ["?from=2026-02-30", "from"],
      ["?to=yesterday", "to"],
      ["?from=2026-12-02&to=2026-12-01", "to"],
      ["?status=lost", "status"],
      ["?delivery_date=2026-13-01", "delivery_date"],
    ];
    for (const [query, path] of cases) {
      const { status, headers, json } = await call("GET", `/api/admin/orders.csv${query}`, {
        token: admin.token,
      });
      expect(status, query).toBe(400);
      expect(headers.get("Content-Type"), query).toMatch(/^application\/json/);
      expect(headers.get("Content-Disposition"), query).toBeNull();
      expect(json, query).toMatchObject({ code: "invalid", path });
    }
    expect(
      (await call("GET", "/api/admin/orders.csv?from=2026-12-02&to=2026-12-01", { token: admin.token })).json,
    ).toMatchObject({ detail: "to: must not be before from" });
  });

  it("answers 401 without a sign-in and 403 to a customer, with no file", async () => {
    await addOrders(1);
    const customer = await createUser();
    const anonymous = await call("GET", "/api/admin/orders.csv");
    expect(anonymous.status).toBe(401);
    expect(anonymous.json).toMatchObject({ code: "notSignedIn" });
    const refused = await call("GET", "/api/admin/orders.csv", { token: customer.token });
    expect(refused.status).toBe(403);
    expect(refused.json).toEqual({ detail: "Admin access required", code: "adminOnly" });
    expect(refused.headers.get("Content-Disposition")).toBeNull();
  });

  it("streams: the header, then a page of orders at a time, each read only when the reader asks", async () => {
    const count = CSV_PAGE_SIZE * 2 + CSV_PAGE_SIZE / 2;
    const seeded = await addOrders(count, (index) => ({
      cardMessage: index % 7 === 0 ? 'សួស្តី,\n"ok"' : null,
    }));
    // In process (Hono's caller), the body is the route's own stream, chunks as it gives them;
    // through the runtime's fetch the bytes are cut again into pieces of its own size.
    const response = await worker.request(
      "/api/admin/orders.csv",
      { headers: { Authorization: `Bearer ${admin.token}` } },
      env,
    );
    expect(response.status).toBe(200);
    const body = (response.body as ReadableStream<Uint8Array>).getReader();
    const csv = new CsvReader();
    const decoder = new TextDecoder();
    /** The records the next chunk ends, or null at the end. */
    const nextChunk = async () => {
      const { done, value } = await body.read();
      return done ? null : csv.feed(decoder.decode(value, { stream: true }));
    };
    expect(await nextChunk()).toEqual([HEADER]);
    const first = await nextChunk();
    expect(first?.length).toBeGreaterThan(0);
    // Orders not served yet are not read yet: renamed now, they come renamed.
    await db().update(orders).set({ customerName: "Renamed" });
    const later: string[][][] = [];
    for (let records = await nextChunk(); records !== null; records = await nextChunk()) later.push(records);
    expect(csv.finished).toBe(true);

    const chunks = [first ?? [], ...later];
    expect(chunks.length).toBeGreaterThanOrEqual(3);
    for (const records of chunks) expect(records.length).toBeLessThanOrEqual(CSV_PAGE_SIZE);
    const ids = chunks.flat().map((record) => Number(record[0]));
    expect(ids).toEqual(seeded.map((order) => order.id).reverse());
    const customer = HEADER.indexOf("Customer");
    expect(first?.some((record) => record[customer] === "Renamed")).toBe(false);
    expect(later.flat().every((record) => record[customer] === "Renamed")).toBe(true);
  });
});
