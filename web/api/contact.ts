// The contact page's calls: the Turnstile site key (GET /api/shop) and the message itself
// (POST /api/contact). Only the contact page imports this.
import type { ContactRequest } from "../../shared/contact";
import { api, read } from "./rpc";

export const contactApi = {
  /** The public Turnstile site key, or null when the shop runs without the robot check. */
  siteKey: async () => (await read(api.shop.$get())).turnstile_site_key,
  send: (json: ContactRequest) => read(api.contact.$post({ json })),
};
