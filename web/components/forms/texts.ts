// Form texts of the web app that the spec's message list does not word: required-field
// prompts and control labels. Its messages live in shared/messages.ts (MSG; docs/decisions/004).
import { CODE_LENGTH } from "../../../shared/limits";

export const FORM_TEXT = {
  nameRequired: "Please enter your full name",
  emailRequired: "Please enter your email address",
  emailInvalid: "Please enter a valid email address",
  mobileRequired: "Please enter your mobile number",
  addressRequired: "Please enter the delivery address",
  cityRequired: "Please enter the city",
  passwordRequired: "Please enter your password",
  confirmRequired: "Please confirm your password",
  currentPasswordRequired: "Please enter your current password to set a new one",
  codeRequired: "Please enter the verification code",
  codeIncomplete: `The verification code has ${CODE_LENGTH} digits`,
  optional: "(optional)",
  /** a text area's count under it: "6 / 1000 characters" */
  characterCount: "{count} / {max} characters",
  /** a typed date outside the days allowed (the dates as the page writes them) */
  dateBetween: "Please pick a date from {first} to {last}",
  dateFrom: "Please pick a date from {first} on",
  dateUpTo: "Please pick a date up to {last}",
  show: "Show",
  hide: "Hide",
} as const;
