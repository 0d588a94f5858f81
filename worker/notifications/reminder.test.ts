// A reminder's e-mail (docs/decisions/073): the morning cron and the development route queue the
// day's reminders, and each e-mail goes once whatever runs twice (the route, the cron, a queue
// retry after the provider failed, a redelivery), in the reminder's language, with the bouquet's
// picture, "Order again" for the day a year on and RFC 8058's unsubscribe headers, which the
// outbox shows and the provider receives; its signed link stops the reminder signed out.
import { createScheduledController } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { SignJWT } from "jose";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { devOutbox, products, reminders, users } from "../db/schema";
import { publicOrigin } from "../env";
import worker from "../index";
import { trackingToken } from "../services/delivery/tracking";
import { RESEND_URL } from "../services/mail";
import { seedOrder } from "../test/fixtures";
import { pinClock, shopTime } from "../test/florist";
import { call, createProduct, db, type SeededUser } from "../test/helpers";
import { callWorker, catchJobs, devEnv, quietFreshStart, runJobs } from "../test/notifications";
import type { NotificationJob } from "./jobs";

const DUE = "2027-11-24"; // a week before 1 December 2027

let customer: SeededUser;
let productId: number;
beforeEach(async () => {
  customer = await quietFreshStart();
  await db().delete(devOutbox);
  pinClock(shopTime("2026-11-29", "10:00"));
  const product = await createProduct({ name: "Angkor Red Roses" });
  productId = product.id;
  await db()
    .update(products)
    .set({ nameZh: "吴哥红玫瑰", image: "/images/seed/red-roses-800.webp" })
    .where(eq(products.id, product.id));
});
afterEach(() => vi.restoreAllMocks());

/** A birthday reminder for a Chinese order delivered on 1 December 2026. */
async function remindBirthday() {
  const order = await seedOrder({
    userId: customer.id,
    fields: { productId, deliveryDate: "2026-12-01", locale: "zh" },
  });
  const { status, json } = await call("POST", "/api/user/reminders", {
    token: customer.token,
    body: { occasion: "birthday", order_id: order.id },
  });
  expect(status).toBe(201);
  return json.id as number;
}

const runDay = (date: string) =>
  callWorker("/api/dev/reminders/run", {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ date }),
  });

async function cronOn(date: string) {
  const controller = createScheduledController({
    scheduledTime: new Date(`${date}T00:00:00Z`),
    cron: "0 0 * * *",
  });
  await worker.scheduled(controller, devEnv);
}

const mails = () => db().select().from(devOutbox).where(eq(devOutbox.to, customer.email));
const reminderRow = async (id: number) => db().query.reminders.findFirst({ where: eq(reminders.id, id) });

describe("the day's reminders", () => {
  it("are queued by the development route, and the e-mail is written in the order's language", async () => {
    const id = await remindBirthday();
    const jobs = catchJobs();
    const answer = await runDay(DUE);
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ date: DUE, queued: 1 });
    expect(jobs).toEqual([{ kind: "email.reminder", reminderId: id, sendOn: DUE }]);

    expect((await runJobs(jobs)).retryMessages).toEqual([]);
    const { json } = await call("GET", `/api/dev/outbox?email=${encodeURIComponent(customer.email)}`);
    expect(json.messages).toHaveLength(1);
    const [mail] = json.messages;
    expect(mail.subject).toBe("12月1日生日：是时候送花了");
    expect(mail.text).toContain("一周后，即2027年12月1日星期三，又是生日了：您请我们提醒您。");
    const origin = publicOrigin(devEnv);
    const orderAgain = `${origin}/zh/order/${productId}?date=2027-12-01`;
    expect(mail.text).toContain(orderAgain);
    expect(mail.html).toContain(`<img src="${origin}/images/seed/red-roses-800.webp" alt="吴哥红玫瑰"`);
    expect(mail.html).toContain(`href="${orderAgain}"`);
    expect(mail.html).toContain('<html lang="zh-Hans">');
    const unsubscribe = /^<(https?:\/\/[^>]+\/api\/reminders\/unsubscribe\?token=[^>]+)>$/.exec(
      mail.headers["List-Unsubscribe"],
    )?.[1];
    expect(unsubscribe).toBeDefined();
    expect(mail.headers["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
    expect(mail.text).toContain(unsubscribe);
    expect(mail.html).toContain(`<a href="${unsubscribe?.replace(/&/g, "&amp;")}">停止提醒</a>`);
  });

  it("is nothing before its day, and a day missed is sent the next morning", async () => {
    await remindBirthday();
    const jobs = catchJobs();
    await runDay("2027-11-23");
    expect(jobs).toEqual([]);
    await runDay("2027-11-25");
    expect(jobs).toHaveLength(1);
  });

  it("has no development route in production", async () => {
    await remindBirthday();
    const jobs = catchJobs();
    const answer = await callWorker(
      "/api/dev/reminders/run",
      {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ date: DUE }),
      },
      { ...devEnv, ENVIRONMENT: "production" },
    );
    expect(answer.status).toBe(404);
    expect(jobs).toEqual([]);
  });

  it("queued by the 00:00 UTC cron for the shop's date, beside the morning summary", async () => {
    const id = await remindBirthday();
    const jobs = catchJobs();
    await cronOn(DUE);
    expect(jobs).toContainEqual({ kind: "email.reminder", reminderId: id, sendOn: DUE });
    expect(jobs).toContainEqual({ kind: "telegram.summary", date: DUE });
  });
});

describe("each reminder e-mail goes once", () => {
  it("when the development route and the cron run twice: one e-mail, the next a year on", async () => {
    const id = await remindBirthday();
    const jobs = catchJobs();
    await runDay(DUE);
    await runDay(DUE);
    await cronOn(DUE);
    await cronOn(DUE);
    const reminderJobs = jobs.filter((job) => job.kind === "email.reminder");
    expect(reminderJobs).toHaveLength(4);

    const result = await runJobs(reminderJobs);
    expect(result.retryMessages).toEqual([]);
    expect(await mails()).toHaveLength(1);
    expect(await reminderRow(id)).toMatchObject({ nextSend: "2028-11-24", lastSentOn: DUE, claimedAt: null });

    // Run again the next morning: nothing more is due.
    const later = catchJobs();
    await runDay("2027-11-25");
    expect(later).toEqual([]);
  });

  it("when the provider fails: the job is retried, sends once, and a redelivery sends nothing", async () => {
    const id = await remindBirthday();
    const withProvider = { ...devEnv, RESEND_API_KEY: "re_test_key" };
    vi.spyOn(console, "error").mockImplementation(() => {});
    const job: NotificationJob = { kind: "email.reminder", reminderId: id, sendOn: DUE };
    const fetchSpy = vi.spyOn(globalThis, "fetch").mockResolvedValue(new Response("down", { status: 503 }));

    const failed = await runJobs([job], { env: withProvider });
    expect(failed.retryMessages).toHaveLength(1);
    expect(await reminderRow(id)).toMatchObject({ nextSend: DUE, claimedAt: null });

    fetchSpy.mockResolvedValue(Response.json({ id: "email_1" }));
    const retried = await runJobs([job], { env: withProvider, attempts: 2 });
    expect(retried.retryMessages).toEqual([]);
    const redelivered = await runJobs([job], { env: withProvider, attempts: 1 });
    expect(redelivered.retryMessages).toEqual([]);

    const resendCalls = fetchSpy.mock.calls.filter(([url]) => String(url) === RESEND_URL);
    expect(resendCalls).toHaveLength(2); // the failed one and the one that went
    expect(await reminderRow(id)).toMatchObject({ nextSend: "2028-11-24" });
  });

  it("while another job holds it: waits (retried) instead of sending too; a lease long gone is taken", async () => {
    const id = await remindBirthday();
    const job: NotificationJob = { kind: "email.reminder", reminderId: id, sendOn: DUE };
    await db().update(reminders).set({ claimedAt: new Date().toISOString() }).where(eq(reminders.id, id));
    vi.spyOn(console, "error").mockImplementation(() => {});
    const held = await runJobs([job]);
    expect(held.retryMessages).toHaveLength(1);
    expect(await mails()).toHaveLength(0);

    const stale = new Date(Date.now() - 3 * 60 * 1000).toISOString();
    await db().update(reminders).set({ claimedAt: stale }).where(eq(reminders.id, id));
    expect((await runJobs([job])).retryMessages).toEqual([]);
    expect(await mails()).toHaveLength(1);
  });

  it("not at all once the reminder is deleted, or to an address never verified", async () => {
    const id = await remindBirthday();
    const job: NotificationJob = { kind: "email.reminder", reminderId: id, sendOn: DUE };
    await db().update(users).set({ isVerified: false }).where(eq(users.id, customer.id));
    expect((await runJobs([job])).retryMessages).toEqual([]);
    expect(await mails()).toHaveLength(0);

    await call("DELETE", `/api/user/reminders/${id}`, { token: customer.token });
    expect((await runJobs([{ ...job, sendOn: "2028-11-24" }])).retryMessages).toEqual([]);
    expect(await mails()).toHaveLength(0);
  });
});

describe("the mail provider", () => {
  it("receives the unsubscribe headers in Resend's payload, under the e-mail's idempotency key", async () => {
    const id = await remindBirthday();
    const fetchSpy = vi.spyOn(globalThis, "fetch").mockResolvedValue(Response.json({ id: "email_1" }));
    await runJobs([{ kind: "email.reminder", reminderId: id, sendOn: DUE }], {
      env: { ...devEnv, RESEND_API_KEY: "re_test_key" },
    });
    const [url, init] = fetchSpy.mock.calls[0] ?? [];
    expect(url).toBe(RESEND_URL);
    expect(new Headers(init?.headers).get("Idempotency-Key")).toBe(`reminder-${id}-${DUE}`);
    const body = JSON.parse(String(init?.body));
    expect(body).toMatchObject({ to: [customer.email], subject: "12月1日生日：是时候送花了" });
    expect(Object.keys(body.headers).sort()).toEqual(["List-Unsubscribe", "List-Unsubscribe-Post"]);
    expect(body.headers["List-Unsubscribe"]).toMatch(
      /^<https?:\/\/.+\/api\/reminders\/unsubscribe\?token=.+>$/,
    );
    expect(body.headers["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
  });
});

/** The e-mail's unsubscribe address (its List-Unsubscribe header), without the origin. */
async function unsubscribePath() {
  const id = await remindBirthday();
  await runJobs([{ kind: "email.reminder", reminderId: id, sendOn: DUE }]);
  const [mail] = await mails();
  const url = new URL(/<(.+)>/.exec(mail?.headers["List-Unsubscribe"] ?? "")?.[1] ?? "");
  return { id, path: `${url.pathname}${url.search}` };
}

describe("unsubscribing, signed out", () => {
  it("by the one-click POST (RFC 8058) stops the reminder at once", async () => {
    const { id, path } = await unsubscribePath();
    const answer = await call("POST", path, {
      body: "List-Unsubscribe=One-Click",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
    });
    expect(answer.status).toBe(200);
    expect(answer.json).toEqual({ unsubscribed: true });
    expect(await reminderRow(id)).toBeUndefined();
    // Pressed again: still fine, still nothing.
    expect((await call("POST", path)).status).toBe(200);
  });

  it("by the link: the page asks in the reminder's language, stops nothing, and its button stops it", async () => {
    const { id, path } = await unsubscribePath();
    const page = await call("GET", path);
    expect(page.status).toBe(200);
    expect(page.headers.get("Content-Type")).toContain("text/html");
    expect(page.text).toContain('<html lang="zh-Hans">');
    expect(page.text).toContain("停止这个提醒吗？");
    expect(page.text).toContain("您将不再收到关于12月1日生日的邮件。");
    expect(page.text).toContain(`<form method="post" action="${path.replace(/&/g, "&amp;")}">`);
    expect(await reminderRow(id)).toBeDefined();

    const done = await call("POST", path, {
      body: "List-Unsubscribe=One-Click",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Accept: "text/html" },
    });
    expect(done.status).toBe(200);
    expect(done.text).toContain("提醒已停止");
    expect(await reminderRow(id)).toBeUndefined();

    const again = await call("GET", path);
    expect(again.text).toContain("这个提醒已经停止了");
  });

  it("refuses a forged, altered or foreign token with a clear error, and stops nothing", async () => {
    const { id, path } = await unsubscribePath();
    const token = new URL(path, "http://x").searchParams.get("token") ?? "";
    const forged = await new SignJWT({ lang: "zh" })
      .setProtectedHeader({ alg: "HS256" })
      .setAudience("reminder-unsubscribe")
      .setSubject(String(id))
      .sign(new TextEncoder().encode("another-secret-that-is-32-characters-long"));
    const tracking = await trackingToken(env, id);
    for (const bad of [forged, `${token.slice(0, -2)}xx`, tracking, ""]) {
      const url = `/api/reminders/unsubscribe?token=${encodeURIComponent(bad)}`;
      const post = await call("POST", url);
      expect(post.status).toBe(400);
      expect(post.json).toEqual({
        detail: "This unsubscribe link is not valid. Please use the link from the e-mail as it is.",
        code: "badUnsubscribeLink",
      });
      const page = await call("GET", url, { headers: { "Accept-Language": "zh-CN,zh;q=0.9" } });
      expect(page.status).toBe(400);
      expect(page.text).toContain("这个退订链接无效");
    }
    expect(await reminderRow(id)).toBeDefined();
  });
});
