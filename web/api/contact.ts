// The contact page's calls: the Turnstile site key (GET /api/shop) and the message itself
// (POST /api/contact). Only the contact page imports this.
import type { ContactRequest, ContactSent } from "../../shared/contact";
import { api, read } from "./rpc";

export const contactApi = {
  /** The public Turnstile site key, or null when the shop runs without the robot check. */
  siteKey: async () => (await read(api.shop.$get())).turnstile_site_key,
  // Hono types each outcome's answer apart (id null or a number): both are a ContactSent.
  send: async (json: ContactRequest): Promise<ContactSent> => (await api.contact.$post({ json })).json(),
};
