// The Inbox API: admins only, unread first then newest, paged by cursor with the unread
// count, and marking a message read or unread (404 for one that does not exist).
import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { contactMessages } from "../../db/schema";
import { clock } from "../../services/clock";
import { call, createUser, db, type SeededUser } from "../../test/helpers";
import { inboxSlice } from "./messages";

let admin: SeededUser;
let customer: SeededUser;
beforeAll(async () => {
  admin = await createUser({ admin: true });
  customer = await createUser();
});

/** Messages straight into D1, oldest first: `read` marks which ones the owner has read. */
async function seed(...reads: boolean[]) {
  const rows = await db()
    .insert(contactMessages)
    .values(
      reads.map((read, index) => ({
        name: `Sender ${index + 1}`,
        email: `sender${index + 1}@example.com`,
        subject: "general",
        message: `Message ${index + 1}`,
        read,
        readAt: read ? "2026-11-20T08:00:00.000Z" : null,
      })),
    )
    .returning();
  return rows.map((row) => row.id);
}

/** One unread message; answers its id. */
async function seedUnread(): Promise<number> {
  const [id] = await seed(false);
  if (id === undefined) throw new Error("seed failed");
  return id;
}

const inbox = (query = "", token = admin.token) => call("GET", `/api/admin/messages${query}`, { token });
const mark = (id: number | string, body: Record<string, unknown>, token = admin.token) =>
  call("PUT", `/api/admin/messages/${id}`, { body, token });

beforeEach(async () => {
  await db().delete(contactMessages);
  vi.restoreAllMocks();
});

describe("who may read the Inbox", () => {
  it("answers 401 signed out and 403 to a customer, for reading and for marking", async () => {
    const id = await seedUnread();
    expect((await call("GET", "/api/admin/messages")).status).toBe(401);
    expect((await inbox("", customer.token)).status).toBe(403);
    expect((await mark(id, { read: true }, customer.token)).status).toBe(403);
    const [row] = await db().select().from(contactMessages);
    expect(row?.read).toBe(false);
  });
});

describe("GET /api/admin/messages", () => {
  it("lists unread first, then read, each newest first, with the unread count and every field", async () => {
    const [a, b, c, d] = (await seed(false, true, false, true)) as number[];
    const { status, json } = await inbox();
    expect(status).toBe(200);
    expect(json.messages.map((m: { id: number }) => m.id)).toEqual([c, a, d, b]);
    expect(json.unread).toBe(2);
    expect(json.next_cursor).toBeNull();
    expect(json.messages[0]).toEqual({
      id: c,
      name: "Sender 3",
      email: "sender3@example.com",
      phone: null,
      subject: "general",
      message: "Message 3",
      read: false,
      read_at: null,
      created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
  });

  it("pages through both parts with the cursor, never repeating or skipping one", async () => {
    const ids = (await seed(true, false, true, false, false, true, false)) as number[];
    const expected = [
      ...ids.filter((_, i) => [1, 3, 4, 6].includes(i)).reverse(),
      ...ids.filter((_, i) => [0, 2, 5].includes(i)).reverse(),
    ];
    const seen: number[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const query: string = `?limit=2${cursor ? `&cursor=${cursor}` : ""}`;
      const { json } = await inbox(query);
      expect(json.unread).toBe(4);
      seen.push(...json.messages.map((m: { id: number }) => m.id));
      cursor = json.next_cursor;
      pages += 1;
    } while (cursor && pages < 10);
    expect(seen).toEqual(expected);
    expect(pages).toBe(4);
  });

  it("refuses a bad limit or a cursor it did not make with 400", async () => {
    expect((await inbox("?limit=0")).status).toBe(400);
    expect((await inbox("?limit=201")).status).toBe(400);
    const forged = await inbox("?cursor=bm9wZQ");
    expect(forged.status).toBe(400);
    expect(forged.json).toEqual({ detail: "Invalid cursor", code: "invalidCursor" });
  });
});

describe("PUT /api/admin/messages/:id", () => {
  it("marks a message read (keeping when) and unread again, the unread count following", async () => {
    const id = await seedUnread();
    vi.spyOn(clock, "now").mockReturnValue(new Date("2026-11-24T02:15:00.000Z"));

    const read = await mark(id, { read: true });
    expect(read.status).toBe(200);
    expect(read.json).toMatchObject({ id, read: true, read_at: "2026-11-24T02:15:00.000Z" });
    expect((await inbox()).json.unread).toBe(0);

    vi.spyOn(clock, "now").mockReturnValue(new Date("2026-11-25T09:00:00.000Z"));
    expect((await mark(id, { read: true })).json.read_at).toBe("2026-11-24T02:15:00.000Z");

    const unread = await mark(id, { read: false });
    expect(unread.json).toMatchObject({ id, read: false, read_at: null });
    expect((await inbox()).json.unread).toBe(1);
  });

  it("answers 404 for a message that does not exist", async () => {
    for (const id of ["999999", "abc"]) {
      const { status, json } = await mark(id, { read: true });
      expect(status).toBe(404);
      expect(json).toEqual({ detail: "Message not found", code: "messageNotFound" });
    }
  });

  it("refuses a body without a boolean read with 400 and changes nothing", async () => {
    const id = await seedUnread();
    for (const body of [{}, { read: "yes" }, { read: 1 }]) {
      const { status, json } = await mark(id, body);
      expect(status).toBe(400);
      expect(json.detail).toBe("read: must be true or false");
    }
    const [row] = await db().select().from(contactMessages).where(eq(contactMessages.id, id));
    expect(row?.read).toBe(false);
  });
});

describe("the Inbox's queries", () => {
  it("each part is a range of the index contact_messages_inbox, no scan and no sort", async () => {
    for (const [read, before] of [
      [false, undefined],
      [false, 40],
      [true, undefined],
      [true, 40],
    ] as const) {
      const { sql, params } = inboxSlice(db(), read, 51, before).toSQL();
      const plan = await env.DB.prepare(`EXPLAIN QUERY PLAN ${sql}`)
        .bind(...params)
        .all<{ detail: string }>();
      const details = plan.results.map((row) => row.detail).join(" | ");
      expect(details).toMatch(/SEARCH contact_messages USING INDEX contact_messages_inbox/);
      expect(details).not.toMatch(/SCAN|TEMP B-TREE/);
    }
  });
});
