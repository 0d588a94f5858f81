import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { users } from "../db/schema";
import { verifyPassword } from "../services/passwords";
import { emptyShop, seedOrder } from "../test/fixtures";
import { api, call, createUser, db } from "../test/helpers";

beforeEach(emptyShop);

const storedUser = async (id: number) => {
  const row = await db().query.users.findFirst({ where: eq(users.id, id) });
  if (!row) throw new Error("user vanished");
  return row;
};

describe("GET /api/user/orders", () => {
  it("lists only the caller's orders, newest first, in the served shape", async () => {
    const alice = await createUser();
    const bob = await createUser();
    const older = await seedOrder({ userId: alice.id, price: 12.5 });
    await seedOrder({ userId: bob.id });
    const newer = await seedOrder({ userId: alice.id, status: "confirmed" });

    const response = await api(alice.token).user.orders.$get();
    expect(response.status).toBe(200);
    const json = await response.json();
    expect(json.map((o) => o.id)).toEqual([newer.id, older.id]);
    expect(json[1]).toMatchObject({
      customer_name: "Seeded Customer",
      product_name: "Seeded Bouquet",
      price: 12.5,
      city: "Siem Reap",
      status: "pending",
    });
    const other = await (await api(bob.token).user.orders.$get()).json();
    expect(other).toHaveLength(1);
    expect(other[0]?.id).not.toBe(older.id);
  });

  it("answers 401 without a token", async () => {
    const response = await api().user.orders.$get();
    expect(response.status).toBe(401);
    expect(((await response.json()) as unknown as { detail: string }).detail).toBeTruthy();
  });
});

describe("PUT /api/user/profile", () => {
  it("updates name, mobile and address and ignores email, is_admin and the other flags", async () => {
    const me = await createUser({ email: "me@example.com" });
    const { status, json } = await call("PUT", "/api/user/profile", {
      token: me.token,
      body: {
        name: "  New Name ",
        mobile: "+855 99 999 999",
        address: "Wat Bo Road 7",
        email: "attacker@example.com",
        is_admin: true,
        isAdmin: true,
        is_suspended: true,
        is_verified: false,
      },
    });
    expect(status).toBe(200);
    expect(json.user).toMatchObject({
      name: "New Name",
      mobile: "+855 99 999 999",
      address: "Wat Bo Road 7",
      email: "me@example.com",
      is_admin: false,
      is_suspended: false,
      is_verified: true,
    });
    expect(json.access_token).toBeUndefined();
    expect(json.user.password_hash).toBeUndefined();
    const row = await storedUser(me.id);
    expect(row).toMatchObject({
      name: "New Name",
      email: "me@example.com",
      isAdmin: false,
      isSuspended: false,
    });
    // No password change: the token in use still works.
    expect((await call("GET", "/api/user/orders", { token: me.token })).status).toBe(200);
  });

  it("refuses a missing name with 400 and changes nothing", async () => {
    const me = await createUser({ name: "Kept Name" });
    const { status, json } = await call("PUT", "/api/user/profile", {
      token: me.token,
      body: { name: "", mobile: "1", address: "2" },
    });
    expect(status).toBe(400);
    expect(json.detail).toMatch(/^name: /);
    expect((await storedUser(me.id)).name).toBe("Kept Name");
  });

  it("refuses an emptied mobile with 400, as registration and ordering do, and changes nothing", async () => {
    const me = await createUser();
    const { status, json } = await call("PUT", "/api/user/profile", {
      token: me.token,
      body: { name: "Me", mobile: "  ", address: "" },
    });
    expect(status).toBe(400);
    expect(json.detail).toBe("mobile: is required");
    expect((await storedUser(me.id)).mobile).toBe("+855 12 000 000");
  });

  it("changes the password: the old token is void, the fresh one works", async () => {
    const me = await createUser({ password: "old-secret" });
    const { status, json } = await call("PUT", "/api/user/profile", {
      token: me.token,
      body: {
        name: "Me",
        mobile: "+855 12 000 000",
        address: "",
        current_password: "old-secret",
        new_password: "new-secret",
      },
    });
    expect(status).toBe(200);
    expect(typeof json.access_token).toBe("string");
    expect(json.access_token).not.toBe(me.token);

    const old = await call("GET", "/api/user/orders", { token: me.token });
    expect(old.status).toBe(401);
    const fresh = await call("GET", "/api/user/orders", { token: json.access_token });
    expect(fresh.status).toBe(200);

    const row = await storedUser(me.id);
    expect(await verifyPassword("new-secret", row.passwordHash)).toBe(true);
    expect(await verifyPassword("old-secret", row.passwordHash)).toBe(false);
  });

  it("answers 400 'Current password is incorrect' and changes nothing", async () => {
    const me = await createUser({ password: "old-secret", name: "Kept Name" });
    const { status, json } = await call("PUT", "/api/user/profile", {
      token: me.token,
      body: { name: "Changed", current_password: "wrong-one", new_password: "new-secret" },
    });
    expect(status).toBe(400);
    expect(json).toEqual({ detail: "Current password is incorrect" });
    const row = await storedUser(me.id);
    expect(row.name).toBe("Kept Name");
    expect(await verifyPassword("old-secret", row.passwordHash)).toBe(true);
    expect((await call("GET", "/api/user/orders", { token: me.token })).status).toBe(200);
  });

  it("refuses a new password shorter than 6 with 400 and changes nothing", async () => {
    const me = await createUser({ password: "old-secret" });
    const { status, json } = await call("PUT", "/api/user/profile", {
      token: me.token,
      body: { name: "Me", current_password: "old-secret", new_password: "12345" },
    });
    expect(status).toBe(400);
    expect(json.detail).toBe("new_password: must be at least 6 characters");
    const row = await storedUser(me.id);
    expect(await verifyPassword("old-secret", row.passwordHash)).toBe(true);
  });

  it("leaves the password alone unless both current and new are given", async () => {
    const me = await createUser({ password: "old-secret" });
    for (const extra of [
      { new_password: "new-secret" },
      { current_password: "old-secret", new_password: "" },
    ]) {
      const { status, json } = await call("PUT", "/api/user/profile", {
        token: me.token,
        body: { name: "Me", ...extra },
      });
      expect(status).toBe(200);
      expect(json.access_token).toBeUndefined();
    }
    const row = await storedUser(me.id);
    expect(await verifyPassword("old-secret", row.passwordHash)).toBe(true);
    expect((await call("GET", "/api/user/orders", { token: me.token })).status).toBe(200);
  });

  it("answers 401 without a token", async () => {
    const { status } = await call("PUT", "/api/user/profile", { body: { name: "Nobody" } });
    expect(status).toBe(401);
  });
});

describe("PUT /api/user/profile keeps what is not sent", () => {
  it("leaves mobile and address unchanged when the body omits them", async () => {
    const user = await createUser();
    const { status, json } = await call("PUT", "/api/user/profile", {
      token: user.token,
      body: { name: "Only The Name" },
    });
    expect(status).toBe(200);
    expect(json.user).toMatchObject({
      name: "Only The Name",
      mobile: "+855 12 000 000",
      address: "Street 1, Siem Reap",
    });
  });
});

describe("PUT /api/user/profile guessing the current password", () => {
  it("is refused with 429 once one address has made too many tries", async () => {
    const user = await createUser();
    const ip = "192.0.2.77"; // its own address, apart from the auth tests' range
    const statuses: number[] = [];
    while (statuses.length < 100 && !statuses.includes(429)) {
      const { status } = await call("PUT", "/api/user/profile", {
        token: user.token,
        headers: { "CF-Connecting-IP": ip },
        body: { name: "Guesser", current_password: `guess-${statuses.length}`, new_password: "new-secret" },
      });
      statuses.push(status);
    }
    expect(statuses.slice(0, 20).every((status) => status === 400)).toBe(true);
    expect(statuses).toContain(429);
  });
});
