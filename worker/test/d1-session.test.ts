// Reads from a nearby replica that still include the client's own writes
// (worker/middleware/d1-session.ts): every answer carries the session's bookmark, and a read
// sent with it starts from there. Local D1 keeps real bookmarks, so the round trip is the real one.
import { beforeEach, describe, expect, it } from "vitest";
import { BOOKMARK_HEADER } from "../../shared/d1-bookmark";
import { emptyShop } from "./fixtures";
import { floristPayload, pinClock, resetSettings, restoreClockAfterEach, shopTime } from "./florist";
import { call, createProduct, createUser } from "./helpers";

restoreClockAfterEach();
beforeEach(async () => {
  await emptyShop();
  await resetSettings();
  pinClock(shopTime("2026-12-01", "09:00"));
});

const BOOKMARK = /^[0-9a-f]{8}-[0-9a-f]{8}-[0-9a-f]{8}-[0-9a-f]{32}$/;

describe("D1 sessions and bookmarks", () => {
  it("shows a customer the order they just placed, reading from the bookmark its answer gave", async () => {
    const customer = await createUser();
    const product = await createProduct({ name: "Lotus Love" });
    const before = await call("GET", "/api/user/orders", { token: customer.token });
    const seen = before.headers.get(BOOKMARK_HEADER) ?? "";
    expect(seen).toMatch(BOOKMARK);

    const placed = await call("POST", "/api/orders", {
      token: customer.token,
      body: floristPayload(product.id),
      headers: { [BOOKMARK_HEADER]: seen },
    });
    expect(placed.status).toBe(201);
    const written = placed.headers.get(BOOKMARK_HEADER) ?? "";
    expect(written).toMatch(BOOKMARK);
    // the write moved the database on: its bookmark is later than the read's
    expect(written > seen).toBe(true);

    const after = await call("GET", "/api/user/orders", {
      token: customer.token,
      headers: { [BOOKMARK_HEADER]: written },
    });
    expect(after.status).toBe(200);
    expect(after.json.map((order: { id: number }) => order.id)).toContain(placed.json.id);
    expect((after.headers.get(BOOKMARK_HEADER) ?? "") >= written).toBe(true);
  });

  it("gives public reads, the pages and the dashboard a bookmark, and ignores one that is not", async () => {
    const admin = await createUser({ admin: true });
    const product = await createProduct();
    for (const [path, token] of [
      ["/api/shop", undefined],
      ["/api/delivery/slots", undefined],
      // a page that reads D1 itself (its metadata); a drawn page's data comes through the API
      [`/product/${product.id}`, undefined],
      ["/api/admin/dashboard", admin.token],
    ] as const) {
      const answer = await call("GET", path, {
        token,
        headers: { [BOOKMARK_HEADER]: "not a bookmark; drop table" },
      });
      expect(answer.status, path).toBe(200);
      expect(answer.headers.get(BOOKMARK_HEADER), path).toMatch(BOOKMARK);
    }
  });
});
