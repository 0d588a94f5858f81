// The customer's account calls (sign-up, sign-in, codes, profile) on the typed client.
// The catalogue is fetched in ./catalogue, orders in ./orders, one product with its sizes
// in ./florist, each loaded only by the pages that need it.
import type { AuthAnswer, UserWire } from "../../shared/schemas";
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

export const authApi = {
  login: async (email: string, password: string) =>
    signedIn(await read(api.auth.login.$post({ json: { email, password } }))),
  register: (json: {
    name: string;
    email: string;
    mobile: string;
    password: string;
    confirmPassword: string;
  }) => api.auth.register.$post({ json }),
  resendOtp: (email: string) => api.auth["resend-otp"].$post({ json: { email } }),
  forgotPassword: (email: string) => api.auth["forgot-password"].$post({ json: { email } }),
  resetPassword: (email: string, otp: string, newPassword: string) =>
    api.auth["reset-password"].$post({ json: { email, otp, new_password: newPassword } }),
  /** The order form's code (POST /api/auth/email-code): answered alike for every address. */
  emailCode: (email: string) => read(api.auth["email-code"].$post({ json: { email } })),
  /** Signs in by that code, or creates the account from `name` and `mobile` for a new address. */
  verifyEmailCode: async (json: { email: string; otp: string; name: string; mobile: string }) =>
    signedIn(await read(api.auth["email-code"].verify.$post({ json }))),
  verifyAndSetPassword: async (email: string, otp: string, newPassword: string) =>
    signedIn(
      await read(
        api.auth["verify-and-set-password"].$post({ json: { email, otp, new_password: newPassword } }),
      ),
    ),
};
