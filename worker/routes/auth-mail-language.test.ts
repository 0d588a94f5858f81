// Every e-mail an auth route sends is in the language of the page that asked (`?lang=km|zh`), the
// first code of a checkout included; without `lang`, or with one the shop does not speak, it is
// English and the route answers as before.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { outbox } from "../test/accounts";
import { call, createUser } from "../test/helpers";

let seq = 0;
const newEmail = () => `lang${++seq}-${crypto.randomUUID().slice(0, 6)}@example.com`;

async function latestMail(email: string) {
  const [message] = await outbox(email);
  if (!message) throw new Error(`no mail for ${email}`);
  return message;
}

/** Without CF-Connecting-IP, as from many addresses: the per-IP limiter stays out. */
const post = (path: string, body: Record<string, unknown>) => call("POST", path, { body });

beforeEach(() => {
  vi.spyOn(console, "log").mockImplementation(() => {}); // the dev mailer prints each e-mail
});
afterEach(() => vi.restoreAllMocks());

describe("the checkout's code (POST /api/auth/email-code)", () => {
  it("is in Chinese for ?lang=zh: subject, greeting, reason, expiry and signature", async () => {
    const email = newEmail();
    const sent = await post("/api/auth/email-code?lang=zh", { email });
    expect(sent.status).toBe(200);
    const mail = await latestMail(email);
    expect(mail.subject).toBe("您的 Siem Reap Flowers 订单确认验证码");
    expect(mail.text).toMatch(/^您好：\n/);
    expect(mail.text).toContain("请使用以下验证码确认您的邮箱地址，并在 Siem Reap Flowers 完成下单：");
    expect(mail.text).toContain(`    ${mail.code}`);
    expect(mail.text).toContain("验证码 10 分钟内有效，仅可使用一次。");
    expect(mail.text).toContain("Siem Reap Flowers，暹粒");
    expect(mail.text).not.toMatch(/Hello|Use this code|expires/);
  });

  it("is in Khmer for ?lang=km, and greets a known customer by name", async () => {
    const known = await createUser({ name: "Sokha Chan" });
    expect((await post("/api/auth/email-code?lang=km", { email: known.email })).status).toBe(200);
    const mail = await latestMail(known.email);
    expect(mail.subject).toBe("លេខកូដបញ្ជាក់ការកុម្ម៉ង់ Siem Reap Flowers របស់លោកអ្នក");
    expect(mail.text).toMatch(/^ជម្រាបសួរ Sokha Chan\n/);
    expect(mail.text).toContain("លេខកូដនេះផុតកំណត់ក្នុងរយៈពេល 10 នាទី ហើយប្រើបានតែម្តងប៉ុណ្ណោះ។");
    expect(mail.text).toContain("Siem Reap Flowers, សៀមរាប");
    expect(mail.text).not.toMatch(/Hello|expires/);
  });

  it("stays English without lang, with lang=en and with a language the shop does not speak", async () => {
    for (const query of ["", "?lang=en", "?lang=fr", "?lang=zh&lang=km"]) {
      const email = newEmail();
      const sent = await post(`/api/auth/email-code${query}`, { email });
      expect(sent.status).toBe(200);
      const mail = await latestMail(email);
      expect(mail.subject).toBe("Your Siem Reap Flowers order confirmation code");
      expect(mail.text).toMatch(/^Hello,\n\nUse this code to confirm your e-mail address/);
      expect(mail.text).toContain("Siem Reap Flowers, Siem Reap");
    }
  });
});

describe("registration (POST /api/auth/register, /resend-otp, and /login of an unverified account)", () => {
  const body = (email: string) => ({
    name: "Wang Li",
    email,
    mobile: "+86 138 0013 8000",
    password: "orchid-house",
    confirmPassword: "orchid-house",
  });

  it("sends the verification code in Chinese for ?lang=zh", async () => {
    const email = newEmail();
    expect((await post("/api/auth/register?lang=zh", body(email))).status).toBe(201);
    const mail = await latestMail(email);
    expect(mail.subject).toBe("您的 Siem Reap Flowers 验证码");
    expect(mail.text).toMatch(/^Wang Li，您好：\n/);
    expect(mail.text).toContain("欢迎光临 Siem Reap Flowers！请使用以下验证码验证您的邮箱地址：");
  });

  it("sends it in Khmer for ?lang=km, and resends it in Khmer", async () => {
    const email = newEmail();
    expect((await post("/api/auth/register?lang=km", body(email))).status).toBe(201);
    expect((await latestMail(email)).subject).toBe("លេខកូដផ្ទៀងផ្ទាត់ Siem Reap Flowers របស់លោកអ្នក");

    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(Date.now() + 61_000); // past the minute between two codes
    try {
      expect((await post("/api/auth/resend-otp?lang=km", { email })).status).toBe(200);
    } finally {
      vi.useRealTimers();
    }
    const [resent, first] = await outbox(email);
    expect(resent?.code).not.toBe(first?.code);
    expect(resent?.text).toContain("សូមស្វាគមន៍មកកាន់ Siem Reap Flowers! សូមប្រើលេខកូដនេះ");
  });

  it("resends it in Chinese for ?lang=zh, and a sign-in of the unverified account sends it in Chinese", async () => {
    const unverified = await createUser({ verified: false, name: "Wang Li" });
    expect((await post("/api/auth/resend-otp?lang=zh", { email: unverified.email })).status).toBe(200);
    expect((await latestMail(unverified.email)).subject).toBe("您的 Siem Reap Flowers 验证码");

    const other = await createUser({ verified: false, name: "Dara" });
    const login = await post("/api/auth/login?lang=km", { email: other.email, password: other.password });
    expect(login.status).toBe(401);
    expect((await latestMail(other.email)).text).toMatch(/^ជម្រាបសួរ Dara\n/);
  });
});

describe("the password reset (POST /api/auth/forgot-password, /reset-password)", () => {
  it("sends the reset code in Chinese for ?lang=zh and in Khmer for ?lang=km", async () => {
    const zh = await createUser({ name: "Wang Li" });
    expect((await post("/api/auth/forgot-password?lang=zh", { email: zh.email })).status).toBe(200);
    const zhMail = await latestMail(zh.email);
    expect(zhMail.subject).toBe("您的 Siem Reap Flowers 密码重置验证码");
    expect(zhMail.text).toContain("请使用以下验证码为您的 Siem Reap Flowers 账户设置新密码：");

    const km = await createUser({ name: "Sokha" });
    expect((await post("/api/auth/forgot-password?lang=km", { email: km.email })).status).toBe(200);
    const kmMail = await latestMail(km.email);
    expect(kmMail.subject).toBe("លេខកូដកំណត់ពាក្យសម្ងាត់ថ្មី Siem Reap Flowers របស់លោកអ្នក");
    expect(kmMail.text).toContain("សូមប្រើលេខកូដនេះ ដើម្បីជ្រើសរើសពាក្យសម្ងាត់ថ្មីសម្រាប់គណនី Siem Reap Flowers");
  });

  it("tells the owner of her reset in the page's language", async () => {
    const admin = await createUser({ admin: true, name: "Owner" });
    await post("/api/auth/forgot-password?lang=zh", { email: admin.email });
    const { code } = await latestMail(admin.email);
    const reset = await post("/api/auth/reset-password?lang=zh", {
      email: admin.email,
      otp: code,
      new_password: "orchid-house",
    });
    expect(reset.status).toBe(200);
    const notice = await latestMail(admin.email);
    expect(notice.subject).toBe("您的 Siem Reap Flowers 密码已重置");
    expect(notice.text).toContain(
      `您的 Siem Reap Flowers 账户（${admin.email}）的密码刚刚通过发送至此邮箱的验证码完成重置。`,
    );
  });
});

describe("the notice of a paused password sign-in (POST /api/auth/login)", () => {
  it("is in Khmer when the wrong passwords came from a Khmer page", async () => {
    const user = await createUser({ name: "Sokha" });
    for (let attempt = 0; attempt < 10; attempt++) {
      const wrong = await post("/api/auth/login?lang=km", { email: user.email, password: "not-the-one" });
      expect(wrong.status).toBe(401);
    }
    const notice = await latestMail(user.email);
    expect(notice.subject).toBe("ការចូលគណនី Siem Reap Flowers របស់លោកអ្នកត្រូវបានផ្អាក");
    expect(notice.text).toContain("ចំនួន 10 ដង");
    expect(notice.text).toContain("«ភ្លេចពាក្យសម្ងាត់ឬ?»");
  });
});
