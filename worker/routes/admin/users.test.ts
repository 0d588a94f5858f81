import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { users } from "../../db/schema";
import { emptyShop } from "../../test/fixtures";
import { call, createUser, db } from "../../test/helpers";

beforeEach(emptyShop);

const isSuspended = async (id: number) =>
  (await db().query.users.findFirst({ where: eq(users.id, id) }))?.isSuspended;

describe("GET /api/admin/users", () => {
  it("lists the users, newest first, without password material", async () => {
    const admin = await createUser({ admin: true });
    const customer = await createUser({ suspended: true });
    const { status, json, text } = await call("GET", "/api/admin/users", { token: admin.token });
    expect(status).toBe(200);
    expect(json.users.map((u: { id: number }) => u.id)).toEqual([customer.id, admin.id]);
    expect(json.users[0]).toMatchObject({ email: customer.email, is_suspended: true, is_admin: false });
    expect(json.users[1]).toMatchObject({ is_admin: true });
    // whether an account has a password is said (has_password); nothing of the password itself
    expect(text.replaceAll('"has_password"', "")).not.toMatch(/password|pbkdf2|token_version/i);
  });
});

describe("PUT /api/admin/users/:id/suspend", () => {
  it("toggles suspension and answers the updated user", async () => {
    const admin = await createUser({ admin: true });
    const customer = await createUser();
    const first = await call("PUT", `/api/admin/users/${customer.id}/suspend`, { token: admin.token });
    expect(first.status).toBe(200);
    expect(first.json).toMatchObject({ id: customer.id, is_suspended: true });
    expect(first.json.password_hash).toBeUndefined();
    expect(await isSuspended(customer.id)).toBe(true);

    const second = await call("PUT", `/api/admin/users/${customer.id}/suspend`, { token: admin.token });
    expect(second.json).toMatchObject({ id: customer.id, is_suspended: false });
    expect(await isSuspended(customer.id)).toBe(false);
  });

  it("makes the suspended user's existing token answer 403 'User is suspended' at once", async () => {
    const admin = await createUser({ admin: true });
    const customer = await createUser();
    expect((await call("GET", "/api/user/orders", { token: customer.token })).status).toBe(200);

    await call("PUT", `/api/admin/users/${customer.id}/suspend`, { token: admin.token });
    for (const [method, path] of [
      ["GET", "/api/user/orders"],
      ["PUT", "/api/user/profile"],
      ["POST", "/api/orders"],
    ] as const) {
      const body = method === "GET" ? undefined : {};
      const { status, json } = await call(method, path, { token: customer.token, body });
      expect(status, path).toBe(403);
      expect(json).toEqual({ detail: "User is suspended", code: "suspended" });
    }

    await call("PUT", `/api/admin/users/${customer.id}/suspend`, { token: admin.token });
    expect((await call("GET", "/api/user/orders", { token: customer.token })).status).toBe(200);
  });

  it("refuses to suspend oneself or another admin with 400", async () => {
    const admin = await createUser({ admin: true });
    const otherAdmin = await createUser({ admin: true });
    const self = await call("PUT", `/api/admin/users/${admin.id}/suspend`, { token: admin.token });
    expect(self.status).toBe(400);
    expect(self.json).toEqual({ detail: "You cannot suspend your own account", code: "cannotSuspendSelf" });
    const other = await call("PUT", `/api/admin/users/${otherAdmin.id}/suspend`, { token: admin.token });
    expect(other.status).toBe(400);
    expect(other.json).toEqual({ detail: "Administrators cannot be suspended", code: "cannotSuspendAdmin" });
    expect(await isSuspended(admin.id)).toBe(false);
    expect(await isSuspended(otherAdmin.id)).toBe(false);
  });

  it("answers 404 for an unknown or malformed user id", async () => {
    const admin = await createUser({ admin: true });
    for (const id of ["99999", "abc"]) {
      const { status, json } = await call("PUT", `/api/admin/users/${id}/suspend`, { token: admin.token });
      expect(status).toBe(404);
      expect(json).toEqual({ detail: "User not found", code: "userNotFound" });
    }
  });
});
