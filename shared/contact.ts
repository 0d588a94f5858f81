// The contact form and the dashboard's Inbox (docs/decisions/040): subjects,
// limits and wire shapes both sides agree on. No zod here: the contact page imports it.
/** The contact page's subjects, in the order the form offers them: [id, label]. */
export const CONTACT_SUBJECTS = [
  ["general", "General inquiry"],
  ["custom-order", "Custom order"],
  ["wedding", "Wedding flowers"],
  ["event", "Event decoration"],
  ["delivery", "Delivery question"],
  ["other", "Other"],
] as const;

export type ContactSubject = (typeof CONTACT_SUBJECTS)[number][0];
export const CONTACT_SUBJECT_IDS = CONTACT_SUBJECTS.map(([id]) => id) as [
  ContactSubject,
  ...ContactSubject[],
];

/** What the shop reads for a subject id (the id itself when it is none of ours). */
export const subjectLabel = (subject: string): string =>
  CONTACT_SUBJECTS.find(([id]) => id === subject)?.[1] ?? subject;

/** The most each field may hold (the e-mail follows TEXT_MAX.email like every address). */
export const CONTACT_MAX = { name: 100, phone: 30, message: 2000 } as const;

/** POST /api/contact's body. `website` is the honeypot: people never see it, so it stays empty. */
export interface ContactRequest {
  name: string;
  email: string;
  phone?: string;
  subject: ContactSubject;
  message: string;
  website?: string;
  turnstile_token?: string;
}

/** POST /api/contact's answer (201). `id` is null when the message was dropped as spam. */
export interface ContactSent {
  ok: true;
  id: number | null;
}

export interface ContactMessageWire {
  id: number;
  name: string;
  email: string;
  /** null when the sender gave none. */
  phone: string | null;
  subject: ContactSubject;
  message: string;
  read: boolean;
  read_at: string | null;
  created_at: string;
}

/** GET /api/admin/messages: unread first, then newest; `unread` counts every unread message. */
export interface InboxAnswer {
  messages: ContactMessageWire[];
  next_cursor: string | null;
  unread: number;
}

/** Where the Turnstile widget's script comes from (the page's CSP allows it). */
export const TURNSTILE_ORIGIN = "https://challenges.cloudflare.com";
