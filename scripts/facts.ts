/**
 * `npm run facts`: what in the facts register is due for review (docs/FACTS.md#reviewing).
 *   npm run facts                       as of today
 *   npm run facts -- --today 2026-12-23 as of another day ("what do we recheck next month?")
 * Exits with status 1 when anything is overdue, so a scheduled job or CI can flag it; 0 otherwise.
 */
import { reviewReport } from "../app/content/facts/review-report";

function parseToday(argv: readonly string[]): Date {
  const i = argv.indexOf("--today");
  if (i === -1) return new Date();
  const value = argv[i + 1] ?? "";
  const date = new Date(`${value}T12:00:00Z`);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value) || Number.isNaN(date.getTime())) {
    process.stderr.write(`--today needs a date like 2026-12-23, not "${value}"\n`);
    process.exit(2);
  }
  return date;
}

const report = reviewReport(parseToday(process.argv.slice(2)));
process.stdout.write(`${report.text}\n`);
if (report.overdue.length > 0) process.exitCode = 1;
