// E-mails a sign-in code for the sign-in in progress, at checkout and on /login alike. A code
// this tab asked for under a minute ago still works while its challenge is kept
// (auth/codeChallenge.ts), so the server's "too soon" is no refusal then; without the
// challenge that code could not be used, so "too soon" is said.
import { authApi } from "../../api/shop";
import { challengeFor } from "../../auth/codeChallenge";
import { hasCode } from "../forms/apiError";

export async function sendSignInCode(email: string): Promise<void> {
  try {
    await authApi.emailCode(email);
  } catch (error) {
    if (!(hasCode(error, "resendTooSoon") && challengeFor(email))) throw error;
  }
}
