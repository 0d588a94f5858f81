// The account's own e-mails (a code, a paused sign-in, a reset password), plain text in the
// language of the page that asked for them: the auth routes' `?lang=`, English without it
// (docs/decisions/063). Like the order e-mails, the English text is the catalogue's key
// (shared/i18n).
import {
  CODE_GUESS_BUDGET,
  CODE_GUESS_WINDOW_HOURS,
  CODE_TTL_MINUTES,
  LOGIN_LOCK_MINUTES,
  LOGIN_MAX_FAILURES,
} from "../../shared/limits";
import { SHOP } from "../../shared/shop";
import type { CodePurpose } from "../services/accounts/codes";
import { ENGLISH, type FactsLanguage } from "./order-facts";

const shop = SHOP.name;

const greeting = (name: string | undefined, { t }: FactsLanguage) =>
  name ? t("Hello {name},", { name }) : t("Hello,");

const signature = ({ t }: FactsLanguage) => t("{shop}, {city}", { shop, city: t(SHOP.address.city) });

/** A greeting, the paragraphs a blank line apart, and the shop's signature. */
const letter = (name: string | undefined, lang: FactsLanguage, ...paragraphs: string[][]) =>
  [greeting(name, lang), ...paragraphs.flatMap((lines) => ["", ...lines]), "", signature(lang)].join("\n");

function codeMailWords(purpose: CodePurpose, { t }: FactsLanguage) {
  switch (purpose) {
    case "verify":
      return {
        subject: t("Your {shop} verification code", { shop }),
        reason: t("Welcome to {shop}! Use this code to verify your e-mail address:", { shop }),
      };
    case "reset":
      return {
        subject: t("Your {shop} password reset code", { shop }),
        reason: t("Use this code to choose a new password for your {shop} account:", { shop }),
      };
    case "sign_in":
      return {
        subject: t("Your {shop} order confirmation code", { shop }),
        reason: t("Use this code to confirm your e-mail address and place your order with {shop}:", { shop }),
      };
  }
}

/** The short, friendly e-mail that carries a one-time code. */
export function codeMail(purpose: CodePurpose, code: string, name?: string, lang = ENGLISH) {
  const { t } = lang;
  const { subject, reason } = codeMailWords(purpose, lang);
  const text = letter(
    name,
    lang,
    [reason],
    [`    ${code}`],
    [
      t("The code expires in {minutes} minutes and works once.", { minutes: CODE_TTL_MINUTES }),
      t("If you did not ask for it, you can ignore this e-mail."),
    ],
  );
  return { subject, text };
}

/** The one e-mail an address gets when its budget of wrong codes is spent. */
export function guessesSpentMail(name: string | undefined, lang = ENGLISH) {
  const { t } = lang;
  return {
    subject: t("Codes for your {shop} address are paused", { shop }),
    text: letter(
      name,
      lang,
      [
        t(
          "Someone entered a wrong {shop} code for this address {count} times, so codes for it are refused until {hours} hours after the first of them.",
          { shop, count: CODE_GUESS_BUDGET, hours: CODE_GUESS_WINDOW_HOURS },
        ),
      ],
      [
        t("A browser you have signed in with before can still use codes."),
        t("If it was not you, nothing else is needed: no code was accepted."),
      ],
    ),
  };
}

/** The one e-mail an account gets when wrong passwords paused its password sign-in. */
export function loginLockedMail(name: string, lang = ENGLISH) {
  const { t } = lang;
  return {
    subject: t("Sign-in to your {shop} account is paused", { shop }),
    text: letter(
      name,
      lang,
      [
        t(
          "Someone entered a wrong password for your {shop} account {count} times, so signing in with a password is paused for {minutes} minutes.",
          { shop, count: LOGIN_MAX_FAILURES, minutes: LOGIN_LOCK_MINUTES },
        ),
      ],
      [
        t(
          'If it was you, wait a little and try again, or choose a new password with "{forgot}" on the sign-in page: that works at once.',
          { forgot: t("Forgot your password?") },
        ),
        t("A browser you have signed in with before can still sign in with your password."),
        t("If it was not you, your password is still safe; choosing a new one does no harm."),
      ],
    ),
  };
}

/** The owner's password was reset by a code: she hears of it, in case it was not her. */
export function passwordResetNoticeMail(user: { name: string; email: string }, lang = ENGLISH) {
  const { t } = lang;
  return {
    subject: t("Your {shop} password was reset", { shop }),
    text: letter(user.name, lang, [
      t("The password of your {shop} account ({email}) was just reset with a code sent to this address.", {
        shop,
        email: user.email,
      }),
      t("If that was you, there is nothing to do."),
      t(
        "If it was not, reset your password again at once: every session opened before the reset has been ended.",
      ),
    ]),
  };
}
