// The challenge the server answers with an e-mailed sign-in code (POST /api/auth/email-code):
// the code belongs to the browser that asked for it, so verifying sends the challenge back.
// Kept per address in sessionStorage for the sign-in in progress: a reload of the order form
// or the login page within the code's life still signs in with the code already sent; the
// tab's end (or the sign-in) forgets it.
import { normalizeEmail } from "../../shared/email";

const KEY = "florist.codeChallenge";

type Challenges = Record<string, string>;

const addressKey = normalizeEmail;

function read(): Challenges {
  try {
    const stored = JSON.parse(sessionStorage.getItem(KEY) ?? "{}");
    return stored && typeof stored === "object" ? (stored as Challenges) : {};
  } catch {
    return {};
  }
}

/** False when the storage refused (private mode, full). */
function write(challenges: Challenges): boolean {
  try {
    if (Object.keys(challenges).length === 0) sessionStorage.removeItem(KEY);
    else sessionStorage.setItem(KEY, JSON.stringify(challenges));
    return true;
  } catch {
    return false;
  }
}

/** Where a challenge the storage refused lives: as long as this page. */
const inMemory: Challenges = {};

/** Keeps the challenge that came with the code just sent to `email` (the newest replaces older). */
export function keepChallenge(email: string, challenge: string): void {
  if (write({ ...read(), [addressKey(email)]: challenge })) delete inMemory[addressKey(email)];
  else inMemory[addressKey(email)] = challenge;
}

/** The challenge of the code last sent to `email` from this tab, if any. */
export function challengeFor(email: string): string | undefined {
  return inMemory[addressKey(email)] ?? read()[addressKey(email)];
}

/** Forgets `email`'s challenge once its code has signed in. */
export function forgetChallenge(email: string): void {
  delete inMemory[addressKey(email)];
  const { [addressKey(email)]: _gone, ...rest } = read();
  write(rest);
}
