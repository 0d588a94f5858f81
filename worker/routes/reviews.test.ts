// Reviews (docs/decisions/041): the customer's one review per delivered order, the product's
// figures the triggers keep (read back through the API), the public list, hiding, JSON-LD.
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { orders, reviews } from "../db/schema";
import { seedOrder } from "../test/fixtures";
import { call, createProduct, createUser, db } from "../test/helpers";

async function orderOf(userId: number, productId: number, status: "delivered" | "shipped" = "delivered") {
  const order = await seedOrder({ userId, status });
  await db().update(orders).set({ productId }).where(eq(orders.id, order.id));
  return order;
}

const review = (orderId: number, token: string, body: unknown) =>
  call("POST", `/api/orders/${orderId}/review`, { token, body: body as Record<string, unknown> });

const storedReviews = async (orderId: number) =>
  db().select().from(reviews).where(eq(reviews.orderId, orderId));

async function customerWithOrder(name = "Sokha Chan", status: "delivered" | "shipped" = "delivered") {
  const product = await createProduct();
  const customer = await createUser({ name });
  const order = await orderOf(customer.id, product.id, status);
  return { product, customer, order };
}

const productAnswer = async (id: number) => (await call("GET", `/api/products/${id}`)).json;

describe("POST /api/orders/:id/review", () => {
  it("stores the review of a delivered order with the first name only and answers 201", async () => {
    const { product, customer, order } = await customerWithOrder("  Sokha   Chan ");
    const { status, json } = await review(order.id, customer.token, {
      rating: 4,
      comment: "  Lovely roses  ",
    });
    expect(status).toBe(201);
    expect(json).toEqual({
      id: expect.any(Number),
      order_id: order.id,
      product_id: product.id,
      rating: 4,
      comment: "Lovely roses",
      reviewer_name: "Sokha",
      created_at: expect.any(String),
    });
    const [row] = await storedReviews(order.id);
    expect(row).toMatchObject({ userId: customer.id, rating: 4, comment: "Lovely roses", hidden: false });
  });

  it("takes a rating without a comment", async () => {
    const { customer, order } = await customerWithOrder();
    const { status, json } = await review(order.id, customer.token, { rating: 5 });
    expect(status).toBe(201);
    expect(json.comment).toBe("");
  });

  it("refuses an order that is not delivered yet (400) and stores nothing", async () => {
    const { customer, order } = await customerWithOrder("Dara", "shipped");
    const { status, json } = await review(order.id, customer.token, { rating: 5, comment: "Early" });
    expect(status).toBe(400);
    expect(json.detail).toBe("Only a delivered order can be reviewed");
    expect(await storedReviews(order.id)).toEqual([]);
  });

  it("answers 404 alike for someone else's order and an unknown one", async () => {
    const { order } = await customerWithOrder();
    const stranger = await createUser();
    for (const id of [order.id, 999999, "abc"]) {
      const { status, json } = await review(id as number, stranger.token, { rating: 5 });
      expect(status, String(id)).toBe(404);
      expect(json).toEqual({ detail: "Order not found", code: "orderNotFound" });
    }
    expect(await storedReviews(order.id)).toEqual([]);
  });

  it("needs a signed-in customer", async () => {
    const { order } = await customerWithOrder();
    const { status } = await call("POST", `/api/orders/${order.id}/review`, { body: { rating: 5 } });
    expect(status).toBe(401);
  });

  it("answers 409 the second time, and two sends at once store one review", async () => {
    const { product, customer, order } = await customerWithOrder();
    const [a, b] = await Promise.all([
      review(order.id, customer.token, { rating: 5 }),
      review(order.id, customer.token, { rating: 1 }),
    ]);
    expect([a.status, b.status].sort()).toEqual([201, 409]);
    const again = await review(order.id, customer.token, { rating: 3 });
    expect(again.status).toBe(409);
    expect(again.json.detail).toBe("This order has already been reviewed");
    expect(await storedReviews(order.id)).toHaveLength(1);
    expect((await productAnswer(product.id)).review_count).toBe(1);
  });

  it("keeps the review when its product is deleted, so the order still cannot be reviewed twice", async () => {
    const { product, customer, order } = await customerWithOrder();
    expect((await review(order.id, customer.token, { rating: 5, comment: "Kept" })).status).toBe(201);
    const admin = await createUser({ admin: true });
    expect((await call("DELETE", `/api/admin/products/${product.id}`, { token: admin.token })).status).toBe(
      200,
    );
    const [kept] = await storedReviews(order.id);
    expect(kept).toMatchObject({ productId: null, rating: 5, comment: "Kept" });
    const again = await review(order.id, customer.token, { rating: 1 });
    expect(again.status).toBe(409);
    expect(await storedReviews(order.id)).toHaveLength(1);
  });

  it("refuses a bad rating or a comment too long with 400 and changes nothing", async () => {
    const { product, customer, order } = await customerWithOrder();
    const bad: [unknown, string][] = [
      [{}, "rating"],
      [{ rating: 0 }, "rating"],
      [{ rating: 6 }, "rating"],
      [{ rating: 4.5 }, "rating"],
      [{ rating: "5" }, "rating"],
      [{ rating: 5, comment: "x".repeat(1001) }, "comment"],
      [{ rating: 5, comment: 12 }, "comment"],
    ];
    for (const [body, field] of bad) {
      const { status, json } = await review(order.id, customer.token, body);
      expect(status, JSON.stringify(body).slice(0, 40)).toBe(400);
      expect(json.detail).toMatch(new RegExp(`^${field}: `));
    }
    expect(await storedReviews(order.id)).toEqual([]);
    expect(await productAnswer(product.id)).toMatchObject({ rating: 4.5, review_count: 0 });
    // 1000 characters is still fine
    expect((await review(order.id, customer.token, { rating: 5, comment: "x".repeat(1000) })).status).toBe(
      201,
    );
  });
});

describe("a product's rating and count", () => {
  it("follow the visible reviews: the mean to one decimal, back when one is hidden", async () => {
    const product = await createProduct();
    const admin = await createUser({ admin: true });
    expect(await productAnswer(product.id)).toMatchObject({ rating: 4.5, review_count: 0 });

    const written = [];
    for (const [name, rating] of [
      ["Sokha Chan", 5],
      ["Dara Kim", 4],
      ["Vanna", 4],
    ] as const) {
      const customer = await createUser({ name });
      const order = await orderOf(customer.id, product.id);
      written.push((await review(order.id, customer.token, { rating })).json);
    }
    expect(await productAnswer(product.id)).toMatchObject({ rating: 4.3, review_count: 3 });
    // The cached catalogue was dropped: the list agrees at once.
    const listed = (await call("GET", "/api/products")).json.find((p: { id: number }) => p.id === product.id);
    expect(listed).toMatchObject({ rating: 4.3, review_count: 3 });

    const hide = await call("PUT", `/api/admin/reviews/${written[0].id}`, {
      token: admin.token,
      body: { hidden: true },
    });
    expect(hide.status).toBe(200);
    expect(hide.json).toMatchObject({ id: written[0].id, hidden: true, product_name: product.name });
    expect(await productAnswer(product.id)).toMatchObject({ rating: 4, review_count: 2 });
    const relisted = (await call("GET", "/api/products")).json.find(
      (p: { id: number }) => p.id === product.id,
    );
    expect(relisted).toMatchObject({ rating: 4, review_count: 2 });

    await call("PUT", `/api/admin/reviews/${written[0].id}`, { token: admin.token, body: { hidden: false } });
    expect(await productAnswer(product.id)).toMatchObject({ rating: 4.3, review_count: 3 });
  });
});

describe("GET /api/products/:id/reviews", () => {
  it("lists the visible reviews newest first with first names, in pages", async () => {
    const product = await createProduct();
    const admin = await createUser({ admin: true });
    const ids: number[] = [];
    for (const name of ["Sokha Chan", "Dara Kim", "Vanna Lim"]) {
      const customer = await createUser({ name });
      const order = await orderOf(customer.id, product.id);
      ids.push((await review(order.id, customer.token, { rating: 5, comment: `From ${name}` })).json.id);
    }
    await call("PUT", `/api/admin/reviews/${ids[1]}`, { token: admin.token, body: { hidden: true } });

    const all = await call("GET", `/api/products/${product.id}/reviews`);
    expect(all.status).toBe(200);
    expect(all.json.reviews.map((r: { reviewer_name: string }) => r.reviewer_name)).toEqual([
      "Vanna",
      "Sokha",
    ]);
    expect(all.json.next_cursor).toBeNull();
    expect(Object.keys(all.json.reviews[0]).sort()).toEqual([
      "comment",
      "created_at",
      "id",
      "order_id",
      "product_id",
      "rating",
      "reviewer_name",
    ]);

    const first = await call("GET", `/api/products/${product.id}/reviews?limit=1`);
    expect(first.json.reviews.map((r: { id: number }) => r.id)).toEqual([ids[2]]);
    const second = await call(
      "GET",
      `/api/products/${product.id}/reviews?limit=1&cursor=${first.json.next_cursor}`,
    );
    expect(second.json).toEqual({ reviews: [expect.objectContaining({ id: ids[0] })], next_cursor: null });
  });

  it("answers an empty page for a product without reviews, 404 for an unknown product and 400 for a bad cursor or limit", async () => {
    expect((await call("GET", "/api/products/999999/reviews")).status).toBe(404);
    const product = await createProduct();
    const none = await call("GET", `/api/products/${product.id}/reviews`);
    expect(none).toMatchObject({ status: 200, json: { reviews: [], next_cursor: null } });
    const badCursor = await call("GET", `/api/products/${product.id}/reviews?cursor=nope!`);
    expect(badCursor).toMatchObject({
      status: 400,
      json: { detail: "Invalid cursor", code: "invalidCursor" },
    });
    // An empty cursor is refused as by every other list, not read as the first page.
    const emptyCursor = await call("GET", `/api/products/${product.id}/reviews?cursor=`);
    expect(emptyCursor).toMatchObject({
      status: 400,
      json: { detail: "Invalid cursor", code: "invalidCursor" },
    });
    expect((await call("GET", `/api/products/${product.id}/reviews?limit=0`)).status).toBe(400);
  });
});

describe("GET /api/user/orders", () => {
  it("gives each order its review, or null", async () => {
    const { customer, order } = await customerWithOrder();
    const other = await orderOf(customer.id, (await createProduct()).id);
    const written = (await review(order.id, customer.token, { rating: 5, comment: "Great" })).json;
    const { json } = await call("GET", "/api/user/orders", { token: customer.token });
    expect(json.map((o: { id: number; review: unknown }) => [o.id, o.review])).toEqual([
      [other.id, null],
      [order.id, written],
    ]);
  });
});

describe("admin reviews", () => {
  it("lists every review newest first, hidden ones too, with the product's name", async () => {
    const admin = await createUser({ admin: true });
    const { product, customer, order } = await customerWithOrder();
    const second = await customerWithOrder("Dara");
    const a = (await review(order.id, customer.token, { rating: 2, comment: "Late" })).json;
    const b = (await review(second.order.id, second.customer.token, { rating: 5 })).json;
    await call("PUT", `/api/admin/reviews/${a.id}`, { token: admin.token, body: { hidden: true } });

    const { status, json } = await call("GET", "/api/admin/reviews?limit=200", { token: admin.token });
    expect(status).toBe(200);
    const mine = json.reviews.filter((r: { id: number }) => r.id === a.id || r.id === b.id);
    expect(mine).toEqual([
      { ...b, hidden: false, product_name: second.product.name },
      { ...a, hidden: true, product_name: product.name },
    ]);
  });

  it("are for admins only, and hiding checks its body and the review", async () => {
    const admin = await createUser({ admin: true });
    const { customer, order } = await customerWithOrder();
    const written = (await review(order.id, customer.token, { rating: 5 })).json;
    expect((await call("GET", "/api/admin/reviews", { token: customer.token })).status).toBe(403);
    const emptyCursor = await call("GET", "/api/admin/reviews?cursor=", { token: admin.token });
    expect(emptyCursor).toMatchObject({
      status: 400,
      json: { detail: "Invalid cursor", code: "invalidCursor" },
    });
    const notAdmin = await call("PUT", `/api/admin/reviews/${written.id}`, {
      token: customer.token,
      body: { hidden: true },
    });
    expect(notAdmin.status).toBe(403);
    const bad = await call("PUT", `/api/admin/reviews/${written.id}`, {
      token: admin.token,
      body: { hidden: "yes" },
    });
    expect(bad.status).toBe(400);
    const unknown = await call("PUT", "/api/admin/reviews/999999", {
      token: admin.token,
      body: { hidden: true },
    });
    expect(unknown).toMatchObject({
      status: 404,
      json: { detail: "Review not found", code: "reviewNotFound" },
    });
    expect((await storedReviews(order.id))[0]?.hidden).toBe(false);
  });
});

describe("product page JSON-LD", () => {
  const productLd = async (id: number) => {
    const { text } = await call("GET", `/product/${id}`);
    const scripts = [...text.matchAll(/<script[^>]*application\/ld\+json[^>]*>(.*?)<\/script>/gs)];
    return scripts.map((m) => JSON.parse(m[1] ?? "null")).find((ld) => ld["@type"] === "Product");
  };

  it("has no aggregateRating without reviews, and the real figures with them", async () => {
    const { product, customer, order } = await customerWithOrder();
    const before = await productLd(product.id);
    expect(before).toBeDefined();
    expect(before).not.toHaveProperty("aggregateRating");

    await review(order.id, customer.token, { rating: 3 });
    const other = await createUser({ name: "Kim" });
    await review((await orderOf(other.id, product.id)).id, other.token, { rating: 4 });
    expect((await productLd(product.id)).aggregateRating).toEqual({
      "@type": "AggregateRating",
      ratingValue: 3.5,
      bestRating: 5,
      worstRating: 1,
      reviewCount: 2,
    });
  });
});
