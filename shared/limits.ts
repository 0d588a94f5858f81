// Numbers both sides agree on: passwords, codes, uploads, timings (why each: docs/decisions/).

export const PASSWORD_MIN = 6;
export const PASSWORD_MAX = 128;
export const CODE_LENGTH = 6;
export const CODE_TTL_MINUTES = 10;
export const CODE_MAX_TRIES = 5;
export const CODE_RESEND_SECONDS = 60;
/** Wrong codes of every kind one address may get in CODE_GUESS_WINDOW_HOURS (from the first of them). */
export const CODE_GUESS_BUDGET = 20;
export const CODE_GUESS_WINDOW_HOURS = 24;
/** Wrong passwords within LOGIN_WINDOW_MINUTES that pause an account's password sign-in for
 *  LOGIN_LOCK_MINUTES (worker/services/accounts/login-guard.ts). */
export const LOGIN_MAX_FAILURES = 10;
export const LOGIN_WINDOW_MINUTES = 15;
export const LOGIN_LOCK_MINUTES = 15;
export const TOKEN_TTL_DAYS = 7;

export const MAX_BODY_BYTES = 1024 * 1024;
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
export const IMAGE_TYPES = ["image/jpeg", "image/png", "image/webp", "image/avif", "image/gif"] as const;
/** A file input's `accept`: only what the server takes (image/* would offer HEIC and SVG). */
export const IMAGE_ACCEPT = IMAGE_TYPES.join(",");

export const TEXT_MAX = { name: 100, email: 254, mobile: 30, address: 500, short: 120, long: 2000 } as const;

export const COPY_CONFIRM_MS = 2000;
export const PROMO_PROGRESS_MS = 10_000;
export const CONTACT_SUCCESS_MS = 5000;

export const STORAGE_KEYS = { user: "user", token: "token" } as const;

/** At most this many add-ons on one order. */
export const MAX_ADD_ONS = 5;

/** Reminders one account may keep (docs/decisions/073): a family's birthdays and anniversaries,
 *  not a mailing list. */
export const REMINDERS_MAX = 20;
