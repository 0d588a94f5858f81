// Shop dates as the journeys expect to read them ("Tue, 24 Nov 2026"), written out here
// rather than taken from the app's formatter, so a journey notices when the app's changes.
export { addDays } from "../shared/delivery";

const longFormat = new Intl.DateTimeFormat("en-GB", {
  weekday: "short",
  day: "numeric",
  month: "short",
  year: "numeric",
  timeZone: "UTC",
});

export const longDate = (date: string) => longFormat.format(new Date(`${date}T00:00:00Z`));
