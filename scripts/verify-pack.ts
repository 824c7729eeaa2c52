// Offline checks, no database or network: `npx tsx scripts/verify-pack.ts <file>`.
//   <file>.csv  an audit-trail export (GET /api/back-office/audit-trail): every hash chain in it is walked.
// Prints what it checked and exits 0 when everything holds, 1 naming the first broken link of each chain.
import fs from "node:fs";
import path from "node:path";
import { verifyAuditCsv } from "../lib/audit-trail/verify-audit-csv";

function main(file: string | undefined): number {
  if (!file) {
    console.error("Usage: npx tsx scripts/verify-pack.ts <audit-trail.csv>");
    return 2;
  }
  if (!fs.existsSync(file)) {
    console.error(`No such file: ${file}`);
    return 2;
  }
  if (path.extname(file).toLowerCase() !== ".csv") {
    console.error(`Not an audit-trail export (.csv): ${file}`);
    return 2;
  }
  const result = verifyAuditCsv(fs.readFileSync(file, "utf8"));
  for (const b of result.broken) console.log(`BROKEN ${b.chainKey} at event ${b.seq ?? "?"}: ${b.reason}`);
  console.log(
    result.broken.length === 0
      ? `OK: ${result.events} events in ${result.chains} chains, every link holds.`
      : `FAILED: ${result.broken.length} of ${result.chains} chains broken.`,
  );
  return result.broken.length === 0 ? 0 : 1;
}

process.exitCode = main(process.argv[2]);
