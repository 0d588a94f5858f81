// Prints one closing line, `N passed, N failed`, from the run's JSON reports: vitest's
// (numPassedTests, numFailedTests) and Playwright Test's (stats.expected, .unexpected,
// .flaky; errors outside tests, such as a failed global setup). A missing report, or one
// that counted no test at all, is a failure.
import { readFileSync } from "node:fs";

interface VitestReport {
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
  const failed = (report.numFailedTests ?? 0) + (report.numTotalTests === 0 ? 1 : 0);
  return { passed: report.numPassedTests ?? 0, failed };
}

let passed = 0;
let failed = 0;
for (const file of process.argv.slice(2)) {
  try {
    const counted = count(JSON.parse(readFileSync(file, "utf8")));
    passed += counted.passed;
    failed += counted.failed;
  } catch {
    console.error(`No test report at ${file}: the step before it did not finish.`);
    failed += 1;
  }
}
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
