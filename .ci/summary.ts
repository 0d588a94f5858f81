// Prints one closing line, `N passed, N failed`, from the run's JSON reports, each given as
// `report.json:exit-status`: vitest's (numPassedTests, numFailedTests; a file that failed
// outside its tests) and Playwright Test's (stats.expected, .unexpected, .flaky; errors
// outside tests, such as a failed global setup). A missing report, one that counted no
// test at all, or a step that failed with no failed test in its report (vitest's unhandled
// errors are not in its JSON) counts as one failure more.
import { readFileSync } from "node:fs";

interface VitestReport {
  success: boolean;
  numTotalTests: number;
  numPassedTests: number;
  numFailedTests: number;
}
interface PlaywrightReport {
  stats: { expected: number; unexpected: number; flaky: number; skipped: number };
  errors?: unknown[];
}

function count(report: VitestReport | PlaywrightReport): { passed: number; failed: number } {
  if ("stats" in report) {
    const { expected, unexpected, flaky, skipped } = report.stats;
    const total = expected + unexpected + flaky + skipped;
    // A flaky test failed before it passed; it counts as a failure here.
    const failed = unexpected + flaky + (report.errors?.length ?? 0) + (total === 0 ? 1 : 0);
    return { passed: expected, failed };
  }
  const failedTests = report.numFailedTests ?? 0;
  const failedOutside = report.success === false && failedTests === 0 ? 1 : 0;
  const failed = failedTests + failedOutside + (report.numTotalTests === 0 ? 1 : 0);
  return { passed: report.numPassedTests ?? 0, failed };
}

let passed = 0;
let failed = 0;
for (const arg of process.argv.slice(2)) {
  const [file = arg, status = "0"] = arg.split(":");
  try {
    const counted = count(JSON.parse(readFileSync(file, "utf8")));
    passed += counted.passed;
    failed += counted.failed + (status !== "0" && counted.failed === 0 ? 1 : 0);
  } catch {
    console.error(`No test report at ${file}: the step before it did not finish.`);
    failed += 1;
  }
}
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
