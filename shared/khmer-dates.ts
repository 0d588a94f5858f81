// Dates in Khmer without relying on the browser's Intl data: Chromium's own builds (the one
// Linux distributions ship, and others) carry no Khmer locale, so Intl.DateTimeFormat("km")
// quietly writes "Fri, Nov 27, 2026". The fields still come from Intl (the calendar and the
// time zone are its job); only the names and their order are written here, as Khmer writes
// them ("សុក្រ 27 វិច្ឆិកា 2026 16:58"), the same in every browser and in the Worker's e-mails.

const MONTHS = ["មករា", "កុម្ភៈ", "មីនា", "មេសា", "ឧសភា", "មិថុនា", "កក្កដា", "សីហា", "កញ្ញា", "តុលា", "វិច្ឆិកា", "ធ្នូ"];
/** by en-US's short weekday */
const WEEKDAYS: Record<string, string> = {
  Sun: "អាទិត្យ",
  Mon: "ច័ន្ទ",
  Tue: "អង្គារ",
  Wed: "ពុធ",
  Thu: "ព្រហស្បតិ៍",
  Fri: "សុក្រ",
  Sat: "សៅរ៍",
};

/** A formatter for `options` (weekday, day, month, year, hour and minute, any of them) in Khmer. */
export function khmerDateFormat(options: Intl.DateTimeFormatOptions): { format(date: Date): string } {
  const fields = new Intl.DateTimeFormat("en-US", {
    timeZone: options.timeZone,
    weekday: "short",
    day: "numeric",
    month: "numeric",
    year: "numeric",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  });
  return {
    format(date) {
      const part = Object.fromEntries(fields.formatToParts(date).map(({ type, value }) => [type, value]));
      const day = [
        options.day ? part.day : null,
        options.month ? MONTHS[Number(part.month) - 1] : null,
        options.year ? part.year : null,
      ];
      return [
        options.weekday ? WEEKDAYS[part.weekday ?? ""] : null,
        ...day,
        options.hour ? `${part.hour}:${part.minute}` : null,
      ]
        .filter(Boolean)
        .join(" ");
    },
  };
}
