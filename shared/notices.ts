// The few messages the page frame shows (logout, share, an ended session), apart from
// messages.ts so the first page load does not download every message of the shop. MSG and
// DETAIL reuse these.

export const FRAME_MSG = {
  loggedOut: "Logged out successfully",
  linkCopied: "Link copied!",
} as const;

/** The API's `detail` for any signed-in call of a suspended account (code `suspended`): the
 *  web client ends the session on that code, wherever it comes from. */
export const SUSPENDED_DETAIL = "User is suspended";
