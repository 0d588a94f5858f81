// Every sentence a user reads that both sides need: the server's `detail` texts the web
// client matches on, and the spec's messages shown word for word (docs/decisions/004).
import { MAX_IMAGE_BYTES, PASSWORD_MIN, REMINDERS_MAX } from "./limits";
import { FRAME_MSG, SUSPENDED_DETAIL } from "./notices";

/** Said by the profile page and the dashboard alike when no token is stored. */
const NO_TOKEN = "Authentication token not found";

/** `detail` texts the API answers with, keyed by the answer's `code` (clients branch on the
 *  code; the text is for people). */
export const DETAIL = {
  alreadyVerified: "Email already registered and verified",
  notVerified: "Email not verified",
  suspended: SUSPENDED_DETAIL,
  invalidCredentials: "Invalid email or password",
  invalidCode: "Invalid or expired verification code",
  tooManyCodeTries: "Too many wrong codes. Please request a new code.",
  tooManyCodeGuesses: "Too many wrong codes for this address today. Please try again in 24 hours.",
  adminNeedsPassword: "The shop owner's account signs in with its password.",
  resendTooSoon: "Please wait a minute before requesting another code",
  tooManyRequests: "Too many requests. Please try again shortly.",
  notSignedIn: "Not authenticated",
  invalidToken: "Invalid or expired token",
  adminOnly: "Admin access required",
  notFound: "Not found",
  productNotFound: "Product not found",
  orderNotFound: "Order not found",
  userNotFound: "User not found",
  outOfStock: "This product is currently out of stock",
  wrongCurrentPassword: "Current password is incorrect",
  cannotSuspendSelf: "You cannot suspend your own account",
  cannotSuspendAdmin: "Administrators cannot be suspended",
  bodyTooLarge: "Request body is too large",
  invalidJson: "Request body must be valid JSON",
  jsonContentType: "Request body must be JSON sent with Content-Type: application/json",
  imageTooLarge: `Image is larger than ${MAX_IMAGE_BYTES / (1024 * 1024)} MB`,
  unsupportedImage: "Only JPEG, PNG, WebP, AVIF or GIF images are accepted",
  missingFile: "file: an image file is required",
  internal: "Something went wrong on our side. Please try again.",
  mailFailed: "We could not send the e-mail just now. Please try again shortly.",
  statusChange: (from: string, to: string) => `Cannot change order status from ${from} to ${to}`,
  // Florist ordering: slots, add-ons, areas, sizes
  slotUnavailable: "This delivery time is no longer available",
  /** A peak day's limit on the product is reached: PEAK_TEXT.soldOutOrder (shared/peak-days.ts),
   *  written in the order's language by the Worker, since it names the product and the day. */
  peakSoldOut: (sentence: string) => sentence,
  // Order limits (docs/decisions/049)
  tooManyOrders:
    "You have placed several orders in a short time. Please wait a minute before placing another.",
  tooManyUnpaidOrders:
    "You already have several orders waiting for payment. Please pay for one of them, or contact the shop, before placing another.",
  addOnNotFound: "Add-on not found",
  addOnUnavailable: (name: string) => `addOns: ${name} is currently out of stock`,
  addOnUnknown: "addOns: one of the add-ons does not exist",
  sizeNotOffered: (size: string) => `size: this product is not offered in ${size}`,
  unknownArea: "area: must be one of the shop's delivery areas",
  unknownSlot: "delivery.slot: must be one of the shop's delivery slots",
  unknownAreaId: "areas: an area id does not exist",
  invalidDate: "date: must be a date YYYY-MM-DD",
  sizeBelowStandard: (field: string) => `${field}: must be at least the standard price`,
  // Paying, proofs and delivery photos
  khqrUnavailable: "KHQR payment is not available",
  orderCancelled: "This order is cancelled",
  orderAlreadyPaid: "This order is already paid",
  // Paying online through ABA PayWay (docs/decisions/052)
  paywayUnavailable: "Paying by card, Alipay or WeChat Pay is not available just now",
  tooManyPaymentAttempts:
    "You have started several payments in a short time. Please wait a minute and try again.",
  paywayMalformed: "Not a PayWay notification",
  paywayUnreachable: "PayWay could not be reached. Please try again in a moment.",
  refundNotAllowed: "Only a paid, cancelled order can be refunded",
  refundFinal: "This order's payment was refunded: it cannot change any more",
  refundInProgress: "This order's refund is already under way",
  refundRefused: (reason: string) => `PayWay refused the refund: ${reason}`,
  extraPaymentNotFound: "This order has no second PayWay payment with that transaction",
  extraPaymentRefunded: "This payment was refunded already",
  proofAlreadyPaid: "This order is already paid: no proof of payment is needed.",
  orderChangedMeanwhile: "This order was changed at the same moment. Please try again.",
  tooManyProofs: "This order has had too many proofs of payment. Please contact the shop.",
  deliveryPhotoTooEarly: "A delivery photo can be added once the order is shipped",
  proofNotFound: "No proof of payment uploaded",
  deliveryPhotoNotFound: "No delivery photo uploaded",
  // Admin lists: paging (docs/decisions/038)
  invalidCursor: "Invalid cursor",
  // Reviews (docs/decisions/041)
  reviewNotDelivered: "Only a delivered order can be reviewed",
  reviewExists: "This order has already been reviewed",
  reviewNotFound: "Review not found",
  // Contact form and Inbox (docs/decisions/040)
  turnstileMissing: "turnstile_token: please complete the check that you are not a robot",
  turnstileFailed: "The check that you are not a robot did not pass. Please try it again.",
  turnstileUnavailable: "We could not run the robot check just now. Please try again shortly.",
  messageNotFound: "Message not found",
  // Reminders (docs/decisions/073)
  reminderNotFound: "Reminder not found",
  tooManyReminders: `You keep ${REMINDERS_MAX} reminders already. Please delete one before adding another.`,
  badUnsubscribeLink: "This unsubscribe link is not valid. Please use the link from the e-mail as it is.",
  // A field the request got wrong (the answer's `path` and `errors` name it)
  invalid: (path: string, message: string) => `${path}: ${message}`,
  // A refusal from the framework itself (e.g. a malformed form body), its own text
  requestRefused: (text: string) => text,
  // The shop chat's webhook, called without Telegram's secret
  webhookUnauthorized: "Unauthorized",
  // The development PayWay gateway
  transactionNotFound: "No such transaction",
  transactionSettled: (status: string) => `This transaction is ${status} already`,
} as const;

/** The machine-readable `code` of an error answer: the key of its DETAIL text. */
export type DetailCode = keyof typeof DETAIL;

/** The codes whose text takes no parameters. */
export type FixedDetailCode = {
  [C in DetailCode]: (typeof DETAIL)[C] extends string ? C : never;
}[DetailCode];

/** What a code's text needs: the DETAIL function's parameters, or nothing for a fixed text. */
export type DetailArgs<C extends DetailCode> = (typeof DETAIL)[C] extends (...args: infer A) => string
  ? A
  : [];

/** The request field a fixed text names first ("size: ..."): the answer's `path`. */
const DETAIL_PATH: Partial<Record<DetailCode, string>> = {
  missingFile: "file",
  addOnUnknown: "addOns",
  addOnUnavailable: "addOns",
  sizeNotOffered: "size",
  unknownArea: "area",
  unknownSlot: "delivery.slot",
  unknownAreaId: "areas",
  invalidDate: "date",
  turnstileMissing: "turnstile_token",
};

/** The field an answer with `code` names, if its text names one: the fixed ones above, and the
 *  texts whose first parameter is the field. */
export function detailPath<C extends DetailCode>(code: C, ...args: DetailArgs<C>): string | undefined {
  if (code === "invalid" || code === "sizeBelowStandard") return (args as string[])[0];
  return DETAIL_PATH[code];
}

/** The `detail` sentence of a code, e.g. `detailText("addOnUnavailable", "Roses")`. */
export function detailText<C extends DetailCode>(code: C, ...args: DetailArgs<C>): string {
  const text: string | ((...params: string[]) => string) = DETAIL[code];
  return typeof text === "function" ? text(...(args as string[])) : text;
}

/** `message` texts of the account API's successful answers. */
export const ANSWER = {
  codeSent: "Verification code sent to your email",
  resetCodeSent: "If an account exists for this email, a password reset code has been sent",
  resendAccepted: "If this email is waiting for verification, a new code has been sent",
  passwordReset: "Password reset successfully",
} as const;

/** The spec's user-facing messages, shown exactly as written (docs/decisions/004). */
export const MSG = {
  login: {
    invalid: DETAIL.invalidCredentials,
    suspended: "Your account has been suspended",
    otpSent: "OTP sent to your email for verification",
    failed: "Login failed. Please try again.",
  },
  verify: {
    failed: "Verification failed",
    success: "Account verified successfully!",
    resent: "OTP resent successfully",
    resendFailed: "Failed to resend OTP",
    passwordTooShort: `Password must be at least ${PASSWORD_MIN} characters long`,
  },
  register: {
    alreadyVerified: "Email already registered and verified. Please login instead.",
    failed: "Registration failed. Please try again.",
    otpSent: "OTP sent to your email!",
    invalidOtp: "Invalid OTP. Please try again.",
    otpFailed: "OTP verification failed. Please try again.",
    completed: "Registration completed successfully!",
    resent: "A new verification code has been sent.",
    resendFailed: "Failed to resend verification code.",
    passwordsMismatch: "Passwords do not match",
    passwordTooShort: `Password must be at least ${PASSWORD_MIN} characters`,
  },
  forgot: {
    sendFailed: "Failed to send reset code. Please try again.",
    error: "An error occurred. Please try again.",
    resetFailed: "Failed to reset password. Please try again.",
    codeSent: "Password reset code sent to your email",
    resetDone: "Password reset successfully! Please login with your new password.",
  },
  product: {
    outOfStock: DETAIL.outOfStock,
    linkCopied: "Link copied to clipboard!",
    notFound: DETAIL.productNotFound,
  },
  order: {
    productNotFound: DETAIL.productNotFound,
    loadFailed: "Failed to load product details",
    failed: "Failed to place order. Please try again.",
    placed: "Order placed successfully!",
  },
  profile: {
    noToken: NO_TOKEN,
    updateFailed: "Failed to update profile",
    updated: "Profile updated successfully",
    loggedOut: FRAME_MSG.loggedOut,
    passwordsMismatch: "New passwords do not match",
    passwordTooShort: `New password must be at least ${PASSWORD_MIN} characters`,
  },
  admin: {
    noToken: NO_TOKEN,
    uploadFailed: "Failed to upload image",
    uploaded: "Image uploaded successfully",
    stockFailed: "Failed to update stock status",
    removedFromStock: "Product removed from stock",
    addedToStock: "Product added to stock",
    fetchError: "Data fetch error",
  },
  share: { copied: FRAME_MSG.linkCopied },
  products: { empty: "No flowers found" },
  contact: {
    success: "Thank you for your message! We will get back to you within 24 hours.",
    // The real send (docs/decisions/040)
    notSent: "Your message was not sent.",
    offline: "We could not reach the shop. Please check your connection and try again.",
    robotCheck: "Please complete the check that you are not a robot.",
    robotCheckFailed:
      "The check that you are not a robot could not load. Please reload the page, or write to us by e-mail or WhatsApp.",
  },
} as const;
