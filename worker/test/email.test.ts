// The browser's plain e-mail check (shared/email.ts) and the API's zod field must agree, or a
// form would send what the API refuses (or refuse what it accepts).
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { EMAIL_PATTERN, isEmail } from "../../shared/email";
import { TEXT_MAX } from "../../shared/limits";
import { emailField } from "../../shared/schemas";

const SAMPLES = [
  "dara@example.com",
  "  Dara.Sok@Example.COM ",
  "o'neil+flowers@mail.example.org",
  "a@b.co",
  "",
  "   ",
  "not-an-email",
  "a@b.c",
  "a..b@example.com",
  ".a@example.com",
  "a.@example.com",
  "a@-example.com",
  "a@example",
  "a b@example.com",
  "ünïcödé@exämple.com",
  "a@example.com\u0000",
  `${"a".repeat(TEXT_MAX.email - "@example.com".length)}@example.com`,
  `${"a".repeat(TEXT_MAX.email - "@example.com".length + 1)}@example.com`,
];

describe("one e-mail rule for the forms and the API", () => {
  it("uses the pattern zod itself checks e-mail addresses with", () => {
    for (const sample of SAMPLES) {
      expect(EMAIL_PATTERN.test(sample), sample).toBe(z.regexes.email.test(sample));
    }
  });

  it.each(SAMPLES)("isEmail and emailField agree on %j", (sample) => {
    expect(isEmail(sample)).toBe(emailField.safeParse(sample).success);
  });
});
