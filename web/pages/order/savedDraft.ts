// The order being typed, kept in this tab (sessionStorage) as it changes, so nothing typed is
// lost when the form has to wait: a session that ended and a login on the way back, a reload,
// an e-mailed code. One draft at a time, for one product and one account (`null`: a visitor):
// another customer signing in on this tab never sees an account's draft, a visitor's goes to
// whoever signs in from it, and it goes once the order is placed.

const KEY = "order-draft";

interface Kept {
  productId: string;
  userId: number | null;
  draft: unknown;
}

/** The draft kept for this product and account, or a visitor's for this product (unchecked:
 *  resumeDraft judges it), else null. */
export function keptDraft(productId: string, userId: number | null): unknown {
  try {
    const kept = JSON.parse(sessionStorage.getItem(KEY) ?? "null") as Kept | null;
    if (kept?.productId !== productId) return null;
    return kept.userId === userId || kept.userId === null ? kept.draft : null;
  } catch {
    return null;
  }
}

export function keepDraft(productId: string, userId: number | null, draft: unknown): void {
  try {
    sessionStorage.setItem(KEY, JSON.stringify({ productId, userId, draft } satisfies Kept));
  } catch {
    // Storage full or refused (private mode): the form works on, only without the safety net.
  }
}

export function forgetDraft(): void {
  try {
    sessionStorage.removeItem(KEY);
  } catch {
    // nothing kept
  }
}
