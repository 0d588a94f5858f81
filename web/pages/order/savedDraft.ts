// The order being typed, kept in this tab (sessionStorage) as it changes, so nothing typed is
// lost when the form has to wait: a session that ended and a login on the way back, a reload.
// One draft at a time, for one product and one account: another customer signing in on this
// tab never sees it, and it goes once the order is placed.

const KEY = "order-draft";

interface Kept {
  productId: string;
  userId: number;
  draft: unknown;
}

/** The draft kept for this product and account (unchecked: resumeDraft judges it), else null. */
export function keptDraft(productId: string, userId: number): unknown {
  try {
    const kept = JSON.parse(sessionStorage.getItem(KEY) ?? "null") as Kept | null;
    return kept?.productId === productId && kept.userId === userId ? kept.draft : null;
  } catch {
    return null;
  }
}

export function keepDraft(productId: string, userId: number, draft: unknown): void {
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
