// Prints one closing line for the whole suite from the Vitest JSON reports: "Tests: N passed, N failed".
import { existsSync, readFileSync } from 'node:fs';

const reports = ['test-results/unit.json', 'test-results/e2e.json'];
let passed = 0;
let failed = 0;
let skipped = 0;
for (const file of reports) {
  if (!existsSync(file)) {
    console.error(`missing test report ${file}`);
    process.exit(1);
  }
  const report = JSON.parse(readFileSync(file, 'utf8'));
  passed += report.numPassedTests;
  failed += report.numFailedTests;
  skipped += report.numPendingTests + report.numTodoTests;
}
console.log(`Tests: ${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(failed > 0 || passed === 0 ? 1 : 0);
