// Prints one closing line, `N passed, N failed`, from vitest JSON reports (and any
// e2e report written in the same format). A missing report counts as a failure.
import { readFileSync } from "node:fs";

let passed = 0;
let failed = 0;
for (const file of process.argv.slice(2)) {
  try {
    const report = JSON.parse(readFileSync(file, "utf8"));
    passed += report.numPassedTests ?? 0;
    failed += (report.numFailedTests ?? 0) + (report.numTotalTests === 0 ? 1 : 0);
  } catch {
    console.error(`No test report at ${file}: the step before it did not finish.`);
    failed += 1;
  }
}
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
