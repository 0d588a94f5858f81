// Browser-side checks run before any call, built on the shared limits and e-mail rule
// (plain code, no zod for the form pages to download) so the browser and the API agree on what is valid.
import { ADDRESS_MIN, ADDRESS_TOO_SHORT_TEXT } from "../../../shared/address";
import { isEmail } from "../../../shared/email";
import { CODE_LENGTH, PASSWORD_MIN } from "../../../shared/limits";
import { MSG } from "../../../shared/messages";
import { isPhoneNumber, PHONE_TOO_FEW_DIGITS_TEXT } from "../../../shared/phone";
import { FORM_TEXT } from "./texts";

/** One message per field name; a field without an entry is valid. */
export type FieldErrors<K extends string = string> = Partial<Record<K, string>>;

export const hasErrors = (errors: FieldErrors): boolean => Object.values(errors).some(Boolean);

export function emailError(
  value: string,
  requiredText: string = FORM_TEXT.emailRequired,
): string | undefined {
  if (!value.trim()) return requiredText;
  return isEmail(value) ? undefined : FORM_TEXT.emailInvalid;
}

export const requiredError = (value: string, text: string): string | undefined =>
  value.trim() ? undefined : text;

/** A phone number (the mobile, the recipient's phone): required, with the digits the API's
 *  `phoneField` asks for (shared/phone.ts). */
export const phoneError = (value: string, requiredText: string): string | undefined =>
  requiredError(value, requiredText) ?? (isPhoneNumber(value) ? undefined : PHONE_TOO_FEW_DIGITS_TEXT);

/** The mobile is required on every form that asks for it (register, order, profile), as the API's `mobileField`. */
export const mobileError = (value: string): string | undefined => phoneError(value, FORM_TEXT.mobileRequired);

/** The delivery address: required, and long enough for a driver to find (shared/address.ts). */
export const addressError = (value: string): string | undefined =>
  requiredError(value, FORM_TEXT.addressRequired) ??
  ([...value.trim()].length >= ADDRESS_MIN ? undefined : ADDRESS_TOO_SHORT_TEXT);

export const isCompleteCode = (code: string): boolean => new RegExp(`^\\d{${CODE_LENGTH}}$`).test(code);

export function codeError(code: string): string | undefined {
  if (!code.trim()) return FORM_TEXT.codeRequired;
  return isCompleteCode(code) ? undefined : FORM_TEXT.codeIncomplete;
}

/** The new-password texts differ per screen (docs/decisions/004); the reset form speaks as /register does. */
export const NEW_PASSWORD_TEXTS = {
  register: { tooShort: MSG.register.passwordTooShort, mismatch: MSG.register.passwordsMismatch },
  verify: { tooShort: MSG.verify.passwordTooShort, mismatch: MSG.register.passwordsMismatch },
  profile: { tooShort: MSG.profile.passwordTooShort, mismatch: MSG.profile.passwordsMismatch },
} as const;

/**
 * The length and match rules of a new password and its confirmation, in the screen's words.
 * `required` asks for each of the two first when it is empty (/register's prompts).
 */
export function newPasswordErrors(
  password: string,
  confirm: string,
  wording: keyof typeof NEW_PASSWORD_TEXTS,
  { required = false } = {},
): { password?: string; confirm?: string } {
  const texts = NEW_PASSWORD_TEXTS[wording];
  return {
    password:
      required && !password
        ? FORM_TEXT.passwordRequired
        : password.length < PASSWORD_MIN
          ? texts.tooShort
          : undefined,
    confirm:
      required && !confirm ? FORM_TEXT.confirmRequired : password !== confirm ? texts.mismatch : undefined,
  };
}

/** Moves focus to the first field (by name, in the errors' order) that has a message. */
export function focusFirstError(form: HTMLFormElement | null, errors: FieldErrors): void {
  const first = Object.entries(errors).find(([, message]) => message)?.[0];
  if (!form || !first) return;
  const element = form.elements.namedItem(first);
  if (element instanceof HTMLElement) element.focus();
}
