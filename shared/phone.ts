// Phone numbers (the customer's mobile, the recipient's phone): what makes one callable, the
// same rule for the API and the forms. Kept as typed ("012 345 678", "+33 6 12 34 56 78",
// "012 345 678 (Dara's wife)"): the florist calls or messages it, and tourists type numbers of
// every country, so no country's format is imposed; only text without a number in it
// ("abc", "call the hotel") is refused (docs/decisions/062).
/** The fewest digits a number anyone can call has (Cambodia's shortest numbers have 8 or 9). */
export const PHONE_MIN_DIGITS = 6;

/** Any script's decimal digits count: a number typed with a Khmer keyboard (០១២) is a number. */
const DIGIT = /\p{Nd}/gu;

export const phoneDigitCount = (value: string): number => value.match(DIGIT)?.length ?? 0;

export const isPhoneNumber = (value: string): boolean => phoneDigitCount(value) >= PHONE_MIN_DIGITS;

/** The API's message (after the field's name) and the forms' message. */
export const PHONE_TOO_FEW_DIGITS = `must have at least ${PHONE_MIN_DIGITS} digits`;
export const PHONE_TOO_FEW_DIGITS_TEXT = `Please enter a phone number with at least ${PHONE_MIN_DIGITS} digits`;

/** What a number is searched by: its digits, Khmer ones as Western, without the spaces, dashes,
 *  dots, brackets and slashes it is written with ("012 345-678" → "012345678", a leading "+"
 *  kept); undefined for a text that is not a number. The orders search index keeps the same
 *  (the view order_search_text of migrations/0017_order_search_folded.sql). */
export function phoneSearchDigits(text: string): string | undefined {
  const typed = text
    .replace(/[០-៩]/g, (digit) => String(digit.charCodeAt(0) - "០".charCodeAt(0)))
    .replace(/[ \-.()/]/g, "");
  return /^\+?\d+$/.test(typed) ? typed : undefined;
}

/** Cambodia's numbers in one form, the country code as the leading 0 dialled at home:
 *  "+85512345678", "0085512345678" and "85512345678" are "012345678"; any other is as it is. */
export function cambodianForm(digits: string): string {
  const country =
    ["+855", "00855"].find((code) => digits.startsWith(code)) ?? (digits.length >= 11 ? "855" : "");
  if (!country || !digits.startsWith(country)) return digits;
  return `0${digits.slice(country.length).replace(/^0+/, "")}`;
}
