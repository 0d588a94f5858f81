// The web client carries the database's point it last saw (a D1 bookmark) from answer to
// request, so reads served by a replica include what this tab just wrote.
import { afterEach, describe, expect, it } from "vitest";
import { BOOKMARK_HEADER, BOOKMARK_STORAGE_KEY } from "../../shared/d1-bookmark";
import { apiError, fieldRefusal, mockApi, refusal } from "../test/render";
import { ApiError, apiFetch } from "./client";

const EARLY = "00000000-0000000a-00000000-00000000000000000000000000000000";
const LATER = "00000000-0000001f-00000000-00000000000000000000000000000000";

const answer = (bookmark: string) => Response.json({}, { headers: { [BOOKMARK_HEADER]: bookmark } });
const sentBookmarks = (fetch: ReturnType<typeof mockApi>) =>
  fetch.mock.calls.map(([, init]) => new Headers(init?.headers).get(BOOKMARK_HEADER));

afterEach(() => sessionStorage.clear());

describe("apiFetch and the D1 bookmark", () => {
  it("sends back the newest bookmark it was given, never an older one", async () => {
    const fetch = mockApi({
      "POST /api/orders": () => answer(LATER),
      "GET /api/shop": () => answer(EARLY),
      "GET /api/user/orders": () => ({}),
    });
    await apiFetch("/api/user/orders");
    await apiFetch("/api/orders", { method: "POST", body: "{}" });
    // an answer that started earlier and arrives late does not take the tab back in time
    await apiFetch("/api/shop");
    await apiFetch("/api/user/orders");
    expect(sentBookmarks(fetch)).toEqual([null, null, LATER, LATER]);
    expect(sessionStorage.getItem(BOOKMARK_STORAGE_KEY)).toBe(LATER);
  });

  it("keeps the bookmark of a refused request too (the database was read to refuse it)", async () => {
    const fetch = mockApi({
      "POST /api/orders": () =>
        Response.json(
          { detail: "This slot is full" },
          { status: 409, headers: { [BOOKMARK_HEADER]: EARLY } },
        ),
      "GET /api/user/orders": () => ({}),
    });
    await expect(apiFetch("/api/orders", { method: "POST", body: "{}" })).rejects.toMatchObject({
      status: 409,
    });
    await apiFetch("/api/user/orders");
    expect(sentBookmarks(fetch)).toEqual([null, EARLY]);
  });
});

describe("apiFetch's errors", () => {
  const failure = async (answer: Response) => {
    mockApi({ "GET /api/shop": () => answer });
    return apiFetch("/api/shop").then(
      () => expect.fail("the call should fail"),
      (error: unknown) => error as ApiError,
    );
  };

  it("carry the answer's code beside its detail", async () => {
    const error = await failure(refusal(404, "productNotFound"));
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 404,
      code: "productNotFound",
      detail: "Product not found",
      path: null,
    });
  });

  it("carry a field error's path and every field", async () => {
    const error = await failure(fieldRefusal("delivery.slot", "is required"));
    expect(error).toMatchObject({
      code: "invalid",
      path: "delivery.slot",
      detail: "delivery.slot: is required",
    });
    expect(error.fieldErrors).toEqual([{ path: "delivery.slot", message: "is required" }]);
  });

  it("name the field a refusal's text begins with", async () => {
    const error = await failure(refusal(400, "addOnUnavailable", "Roses"));
    expect(error).toMatchObject({ code: "addOnUnavailable", path: "addOns" });
    expect(error.fieldErrors).toEqual([{ path: "addOns", message: "Roses is currently out of stock" }]);
  });

  it("have no code when the answer is not the API's", async () => {
    const error = await failure(apiError(502, "Bad gateway"));
    expect(error).toMatchObject({ status: 502, code: null, detail: "Bad gateway", path: null });
  });
});
