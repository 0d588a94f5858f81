// The owner's figures for the Dashboard's charts (GET /api/admin/reports): the last 30 or 90
// shop days up to today, chosen by the URL's `range` (absent: the first of REPORT_RANGES), and
// the answer kept on screen while another range loads.
import { shopToday } from "../../../shared/delivery";
import { lastDays, REPORT_RANGES, type ReportsAnswer } from "../../../shared/reports";
import { api, read } from "../../api/rpc";
import { useResource, useShown } from "../../hooks/useResource";
import { withToken } from "../api";
import { useUrlFilter } from "../search";

export type ReportRange = (typeof REPORT_RANGES)[number];

const RANGE_PARAMS = REPORT_RANGES.map(String);

export const reportsApi = {
  reports: (range: ReportRange) =>
    withToken(
      async (): Promise<ReportsAnswer> =>
        read(api.admin.reports.$get({ query: lastDays(range, shopToday(new Date())) })),
    ),
};

/** A report with the range it covers. */
export interface ShownReport {
  range: ReportRange;
  answer: ReportsAnswer;
}

/** The range in the URL, the report for it, and the last report shown while the next loads. */
export function useReports() {
  const [param, setParam] = useUrlFilter("range", RANGE_PARAMS);
  const range = (param ? Number(param) : REPORT_RANGES[0]) as ReportRange;
  const { state, reload } = useResource(
    async (): Promise<ShownReport> => ({ range, answer: await reportsApi.reports(range) }),
    [range],
  );
  const { shown } = useShown(state);

  // The default range keeps the URL bare (/admin, not /admin?range=30).
  const setRange = (next: ReportRange) => setParam(next === REPORT_RANGES[0] ? "" : String(next));
  return { range, setRange, state, shown, reload };
}
