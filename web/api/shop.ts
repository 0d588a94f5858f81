// The customer's account calls (sign-up, sign-in, codes, profile) on the typed client.
// The catalogue is fetched in ./catalogue, orders in ./orders, one product with its sizes
// in ./florist, each loaded only by the pages that need it.
import type { AuthAnswer, UserWire } from "../../shared/schemas";
import { challengeFor, forgetChallenge, keepChallenge } from "../auth/codeChallenge";
import { currentLocale } from "../i18n";
import { toUser } from "./models";
import { api, read } from "./rpc";

const signedIn = (answer: AuthAnswer) => ({
  user: toUser(answer.user),
  accessToken: answer.access_token,
});

export const shopApi = {
  updateProfile: async (json: {
    name: string;
    mobile: string;
    address: string;
    current_password?: string;
    new_password?: string;
  }) => {
    // A password change answers a fresh token too (it voids the older ones).
    const answer: { user: UserWire; access_token?: string } = await read(api.user.profile.$put({ json }));
    return { user: toUser(answer.user), accessToken: answer.access_token };
  },
};

/** The code's sign-in: the challenge of the browser that asked for the code goes with it. */
export interface EmailCodeVerify {
  email: string;
  otp: string;
  challenge?: string;
  name?: string;
  mobile?: string;
}

/** The page's language, in which any e-mail an auth call sends is written (a code, a notice). */
const mailIn = () => ({ lang: currentLocale() });

export const authApi = {
  login: async (email: string, password: string) =>
    signedIn(await read(api.auth.login.$post({ json: { email, password }, query: mailIn() }))),
  register: (json: {
    name: string;
    email: string;
    mobile: string;
    password: string;
    confirmPassword: string;
  }) => api.auth.register.$post({ json, query: mailIn() }),
  resendOtp: (email: string) => api.auth["resend-otp"].$post({ json: { email }, query: mailIn() }),
  forgotPassword: (email: string) => api.auth["forgot-password"].$post({ json: { email }, query: mailIn() }),
  resetPassword: (email: string, otp: string, newPassword: string) =>
    api.auth["reset-password"].$post({ json: { email, otp, new_password: newPassword }, query: mailIn() }),
  /** E-mails a sign-in code (POST /api/auth/email-code), answered alike for every address. The
   *  answer's `challenge` ties the code to this browser: it is kept for verifyEmailCode. */
  emailCode: async (email: string): Promise<{ message: string; challenge?: string }> => {
    const answer: { message: string; challenge?: string } = await read(
      api.auth["email-code"].$post({ json: { email }, query: mailIn() }),
    );
    if (answer.challenge) keepChallenge(email, answer.challenge);
    return answer;
  },
  /** Signs in by that code, the kept challenge sent with it, or creates the account from `name`
   *  and `mobile` for a new address (without them a new address is refused 400 naming the field,
   *  the code unused). */
  verifyEmailCode: async (json: EmailCodeVerify) => {
    // Without one (storage gone) the server refuses the code as it refuses a wrong one.
    const body = { ...json, challenge: json.challenge ?? challengeFor(json.email) ?? "" };
    const session = signedIn(
      await read(api.auth["email-code"].verify.$post({ json: body, query: mailIn() })),
    );
    forgetChallenge(json.email);
    return session;
  },
  verifyAndSetPassword: async (email: string, otp: string, newPassword: string) =>
    signedIn(
      await read(
        api.auth["verify-and-set-password"].$post({
          json: { email, otp, new_password: newPassword },
          query: mailIn(),
        }),
      ),
    ),
};
