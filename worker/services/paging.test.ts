import { describe, expect, it } from "vitest";
import { decodeCursor, encodeCursor, idKey, pageOf, pageQuery } from "./paging";

const status = (fn: () => unknown) => {
  try {
    fn();
  } catch (error) {
    const res = (error as { res?: Response }).res;
    return res?.status;
  }
  return "no error";
};

describe("pageQuery", () => {
  it("defaults the limit to 50 and reads digits", () => {
    expect(pageQuery.parse({})).toEqual({ limit: 50 });
    expect(pageQuery.parse({ limit: "200", cursor: "abc" })).toEqual({ limit: 200, cursor: "abc" });
  });

  it.each(["0", "201", "-1", "1.5", "ten", "", "050", "99999"])("refuses limit %j", (limit) => {
    expect(pageQuery.safeParse({ limit }).success).toBe(false);
  });
});

describe("cursors", () => {
  it("round-trip the key, in url-safe text", () => {
    const text = encodeCursor([true, 12, "Sokhá ?/+"]);
    expect(text).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(decodeCursor(text)).toEqual([true, 12, "Sokhá ?/+"]);
    expect(decodeCursor(encodeCursor([7]), idKey)).toEqual([7]);
  });

  it.each([
    ["empty", ""],
    ["not base64url", "abc+/="],
    ["not JSON", encodeCursor([1]).slice(0, -2)],
    ["too long", "A".repeat(600)],
  ])("answers 400 for a cursor that is %s", (_, text) => {
    expect(status(() => decodeCursor(text))).toBe(400);
  });

  it("answers 400 for a key of the wrong shape", () => {
    expect(status(() => decodeCursor(encodeCursor(["7"]), idKey))).toBe(400);
    expect(status(() => decodeCursor(encodeCursor([0]), idKey))).toBe(400);
    expect(status(() => decodeCursor(encodeCursor([1, 2]), idKey))).toBe(400);
    expect(status(() => decodeCursor(btoa('{"id":1}').replace(/=+$/, ""), idKey))).toBe(400);
  });
});

describe("pageOf", () => {
  const keyOf = (row: { id: number }) => [row.id];

  it("gives a cursor to the last row served when one more row was fetched", () => {
    const page = pageOf([{ id: 9 }, { id: 8 }, { id: 7 }], 2, keyOf);
    expect(page.items).toEqual([{ id: 9 }, { id: 8 }]);
    expect(page.next_cursor && decodeCursor(page.next_cursor)).toEqual([8]);
  });

  it("ends with a null cursor", () => {
    expect(pageOf([{ id: 9 }, { id: 8 }], 2, keyOf)).toEqual({
      items: [{ id: 9 }, { id: 8 }],
      next_cursor: null,
    });
    expect(pageOf([], 2, keyOf)).toEqual({ items: [], next_cursor: null });
  });
});
