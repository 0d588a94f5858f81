// Storefront and customer calls, typed by the shared wire shapes. Order calls live
// in ./orders and one product with its sizes in ./florist, which only the pages that need them load.
import type { AuthAnswer, ProductWire, UserWire } from "../../shared/schemas";
import { http } from "./client";
import { toProduct, toUser } from "./models";

export const shopApi = {
  products: async () => (await http.get<ProductWire[]>("/api/products")).map(toProduct),
  updateProfile: async (body: {
    name: string;
    mobile: string;
    address: string;
    current_password?: string;
    new_password?: string;
  }) => {
    const answer = await http.put<{ user: UserWire; access_token?: string }>("/api/user/profile", body);
    return { user: toUser(answer.user), accessToken: answer.access_token };
  },
};

const auth = async (path: string, body: unknown) => {
  const answer = await http.post<AuthAnswer>(path, body);
  return { user: toUser(answer.user), accessToken: answer.access_token };
};

export const authApi = {
  login: (email: string, password: string) => auth("/api/auth/login", { email, password }),
  register: (form: {
    name: string;
    email: string;
    mobile: string;
    password: string;
    confirmPassword: string;
  }) => http.post<unknown>("/api/auth/register", form),
  resendOtp: (email: string) => http.post<unknown>("/api/auth/resend-otp", { email }),
  forgotPassword: (email: string) => http.post<unknown>("/api/auth/forgot-password", { email }),
  resetPassword: (email: string, otp: string, newPassword: string) =>
    http.post<unknown>("/api/auth/reset-password", { email, otp, new_password: newPassword }),
  verifyAndSetPassword: (email: string, otp: string, newPassword: string) =>
    auth("/api/auth/verify-and-set-password", { email, otp, new_password: newPassword }),
};
