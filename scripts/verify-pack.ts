// Offline checks, no database or network: `npx tsx scripts/verify-pack.ts <file> [--key public.pem]`.
//   <file>.csv  an audit-trail export (GET /api/back-office/audit-trail): every hash chain in it is walked.
//   <file>.zip  a signed payroll pack (GET /api/payroll/packs/{payReportId}): manifest.sig is checked against the
//               public key over manifest.json's exact bytes, and every file's SHA-256 against the manifest. The whole
//               report's pack and a client company's pack (?companyId=) alike; a company pack's is named.
//               --key: the platform's public key, PEM (GET /api/payroll/packs/public-key answers it as publicKeyPem);
//               default: the public part of the local key file (PACK_SIGNING_KEY_FILE, else
//               <OMNI_DATA_DIR or .data>/pack-signing-key.pem), i.e. this installation's own key.
//               An employee's signed record (GET /api/employees/{employeeId}/record) is checked the same way.
// Prints what it checked and exits 0 when everything holds, 1 naming what broke (the first broken link of each
// chain; each changed, missing, damaged or added file of a pack, or a signature that does not verify), 2 on usage.
import fs from "node:fs";
import path from "node:path";
import { verifyAuditCsv } from "../lib/audit-trail/verify-audit-csv";
import { defaultSigningKeyFile } from "../lib/keys/platform-signing-key";
import { verifyPackWithNode } from "../lib/payroll/packs/verify-pack-node";
import { SIGNED_KIND_LABELS } from "../lib/payroll/packs/verify-pack-bytes";

const USAGE =
  "Usage: npx tsx scripts/verify-pack.ts <audit-trail.csv | payroll-pack.zip | employee-record.zip> [--key public.pem]";

function verifyCsv(file: string): number {
  const result = verifyAuditCsv(fs.readFileSync(file, "utf8"));
  for (const b of result.broken) console.log(`BROKEN ${b.chainKey} at event ${b.seq ?? "?"}: ${b.reason}`);
  console.log(
    result.broken.length === 0
      ? `OK: ${result.events} events in ${result.chains} chains, every link holds.`
      : `FAILED: ${result.broken.length} of ${result.chains} chains broken.`,
  );
  return result.broken.length === 0 ? 0 : 1;
}

async function verifyZip(file: string, keyFile: string | undefined): Promise<number> {
  const keyPath = keyFile ?? process.env.PACK_SIGNING_KEY_FILE ?? defaultSigningKeyFile();
  if (!fs.existsSync(keyPath)) {
    console.error(
      `No public key: ${keyPath} does not exist. Pass --key public.pem (GET /api/payroll/packs/public-key).`,
    );
    return 2;
  }
  let verdict;
  try {
    verdict = await verifyPackWithNode(fs.readFileSync(file), fs.readFileSync(keyPath, "utf8"));
  } catch (error) {
    console.error(`The key in ${keyPath} cannot be used: ${(error as Error).message}`);
    return 2;
  }
  const record = verdict.record;
  if (record)
    console.log(
      `Employee record of ${record.employee.name} (${record.employee.id}), ${record.company.name}, made ${record.createdAt}.`,
    );
  for (const o of record?.omitted ?? []) console.log(`OMITTED ${o.name}: ${o.reason} (not in the record when made).`);
  const report = verdict.manifest?.payReport;
  if (report)
    console.log(
      `Pack of pay report ${report.id} (${report.fileName}): ${report.country} ${report.payrollPeriod} ${report.payrollCycle}, version ${report.version}, provider ${report.provider.name ?? report.provider.id ?? "-"}.`,
    );
  const company = verdict.manifest?.company;
  if (company)
    console.log(
      `Company pack of ${company.name} (${company.id}): its employees' part of the report${
        verdict.manifest?.registerAsReceived
          ? `; register as received ${verdict.manifest.registerAsReceived.name}, SHA-256 ${verdict.manifest.registerAsReceived.sha256}`
          : ""
      }.`,
    );
  else if (report) console.log("Whole-report pack.");
  if (verdict.kind) console.log(`Verified as: ${SIGNED_KIND_LABELS[verdict.kind]}.`);
  console.log(`Signature (key ${verdict.keyId}): ${verdict.signature}.`);
  for (const f of verdict.files) console.log(`${f.status === "ok" ? "OK     " : "FAILED "} ${f.name}`);
  for (const problem of verdict.problems) console.log(`BROKEN ${problem}`);
  console.log(
    verdict.ok
      ? `OK: the signature holds and all ${verdict.files.length} files match the manifest.`
      : `FAILED: ${verdict.problems.length} problem${verdict.problems.length === 1 ? "" : "s"}.`,
  );
  return verdict.ok ? 0 : 1;
}

async function main(args: string[]): Promise<number> {
  const keyAt = args.indexOf("--key");
  const keyFile = keyAt >= 0 ? args[keyAt + 1] : undefined;
  if (keyAt >= 0 && !keyFile) {
    console.error(USAGE);
    return 2;
  }
  const file = (keyAt >= 0 ? [...args.slice(0, keyAt), ...args.slice(keyAt + 2)] : args)[0];
  if (!file) {
    console.error(USAGE);
    return 2;
  }
  if (!fs.existsSync(file)) {
    console.error(`No such file: ${file}`);
    return 2;
  }
  const ext = path.extname(file).toLowerCase();
  if (ext === ".csv") return verifyCsv(file);
  if (ext === ".zip") return verifyZip(file, keyFile);
  console.error(`Not an audit-trail export (.csv) or a payroll pack (.zip): ${file}`);
  return 2;
}

main(process.argv.slice(2)).then(
  (code) => (process.exitCode = code),
  (error: unknown) => {
    console.error(error);
    process.exitCode = 2;
  },
);
