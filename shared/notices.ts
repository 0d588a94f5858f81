// The few messages the page frame shows (logout, share), apart from messages.ts so the
// first page load does not download every message of the shop. MSG reuses these.

export const FRAME_MSG = {
  loggedOut: "Logged out successfully",
  linkCopied: "Link copied!",
} as const;
