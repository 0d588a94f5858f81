// The web client carries the database's point it last saw (a D1 bookmark) from answer to
// request, so reads served by a replica include what this tab just wrote.
import { afterEach, describe, expect, it } from "vitest";
import { BOOKMARK_HEADER, BOOKMARK_STORAGE_KEY } from "../../shared/d1-bookmark";
import { mockApi } from "../test/render";
import { apiFetch } from "./client";

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
