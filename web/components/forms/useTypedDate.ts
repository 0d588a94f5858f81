// A date field that can be typed into. A browser's date field reports each keystroke in the year
// as a whole date ("0002-12-20", "0020-12-20", "0202-12-20", then "2026-12-20"), so a field that
// takes every reported date, or puts back the last accepted one, fetches year 2 or wipes the
// year being typed. Here the field keeps what is typed and hands on a date only once it is
// complete and plausible (year 2000 or later); a complete date outside the allowed days stays
// in the field with a sentence naming the first and last day allowed.
import { type ChangeEvent, useState } from "react";
import { isValidDate } from "../../../shared/delivery";
import { t } from "../../i18n";
import { formatShopDate } from "../../lib/delivery-format";
import { FORM_TEXT } from "./texts";

/** Years before this are a year still being typed, never a date meant. */
const FIRST_YEAR = 2000;

/** A whole date, its year typed to the end: "2026-12-20", not "0002-12-20" nor "". */
export const isTypedDate = (value: string) => isValidDate(value) && Number(value.slice(0, 4)) >= FIRST_YEAR;

export interface TypedDateOptions {
  /** The date chosen (by this field or elsewhere, e.g. a day's button); "" for none. */
  value: string;
  /** Called with each complete, plausible date inside the window, and with "" if `clearable`. */
  onDate: (date: string) => void;
  /** The first and last days allowed (YYYY-MM-DD), both optional. */
  min?: string;
  max?: string;
  /** An emptied field is a choice too (a filter's "any date"). */
  clearable?: boolean;
  /** A date the field opens with although not chosen (a link's day outside the window): shown
   *  with the sentence that says why it is not taken. */
  typed?: string;
}

/** Why a typed date is refused: the window in the page's language. */
function outsideMessage(min?: string, max?: string): string {
  const first = min && formatShopDate(min);
  const last = max && formatShopDate(max);
  if (first && last) return t(FORM_TEXT.dateBetween, { first, last });
  if (first) return t(FORM_TEXT.dateFrom, { first });
  return t(FORM_TEXT.dateUpTo, { last: last ?? "" });
}

/** The props for the <input type="date"> (value, min, max, onChange) and the sentence to show
 *  under it, if any (Field's `error`). */
export function useTypedDate({
  value,
  onDate,
  min,
  max,
  clearable = false,
  typed: opened,
}: TypedDateOptions) {
  const isOutside = (date: string) => (min !== undefined && date < min) || (max !== undefined && date > max);
  const shownFirst = !value && opened && isTypedDate(opened) ? opened : value;
  const [text, setText] = useState(shownFirst);
  const [followed, setFollowed] = useState(value);
  const [outside, setOutside] = useState(() => shownFirst !== value && isOutside(shownFirst));
  // A date chosen elsewhere replaces whatever was typed (React's "adjust state on a prop change").
  if (value !== followed) {
    setFollowed(value);
    setText(value);
    setOutside(false);
  }

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const typed = event.target.value;
    setText(typed);
    if (typed === "") {
      setOutside(false);
      if (clearable) onDate("");
      return;
    }
    if (!isTypedDate(typed)) return;
    const refused = isOutside(typed);
    setOutside(refused);
    if (!refused) onDate(typed);
  };

  return {
    input: { type: "date" as const, value: text, min, max, onChange },
    error: outside ? outsideMessage(min, max) : undefined,
  };
}
