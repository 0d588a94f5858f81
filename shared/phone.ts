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
