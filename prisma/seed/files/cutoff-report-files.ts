// The stored cutoff reports (CutoffReport.storageKey): the CSV the download builds when there is no file
// (lib/payroll/cutoff-reports/download-cutoff-report.ts: same header, CRLF), one row per legal entity of the LSP in the
// country and payroll cycle, with the cutoff days the seed gives its cutoff dates (finance/accounts.ts).
import { stringify } from "csv-stringify/sync";
import { cutoffCycles } from "../finance/accounts";
import { iso } from "../values";
import { SEED_PREFIX, type Db, type DemoFile } from "./demo-file";
import type { Lookups } from "./lookups";

const HEADER = ["Report", "Country", "LSP", "Legal entity", "Payroll cycle", "Payroll period", "Cutoff date"];

export async function cutoffReportFiles(db: Db, names: Lookups): Promise<DemoFile[]> {
  const reports = await db.cutoffReport.findMany({
    where: { storageKey: { startsWith: SEED_PREFIX } },
    select: {
      reportName: true,
      countryCode: true,
      countryName: true,
      period: true,
      storageKey: true,
      lspId: true,
    },
    orderBy: [{ period: "asc" }, { storageKey: "asc" }],
  });
  const entities = await db.legalEntity.findMany({
    select: { name: true, lspId: true, countryCode: true },
    orderBy: { id: "asc" },
  });
  return reports.map((r) => ({
    key: r.storageKey!,
    kind: "csv" as const,
    render: async () => {
      const y = r.period.getUTCFullYear();
      const m = r.period.getUTCMonth();
      const rows = entities
        .filter((e) => e.lspId === r.lspId && e.countryCode === r.countryCode)
        .flatMap((e) =>
          cutoffCycles(r.countryCode).map(({ cycle, day }) => [
            r.reportName,
            r.countryName,
            names.lspName.get(r.lspId) ?? r.lspId,
            e.name,
            cycle,
            iso(r.period).slice(0, 7),
            iso(new Date(Date.UTC(y, m, day))),
          ]),
        );
      return Buffer.from(stringify([HEADER, ...rows], { record_delimiter: "windows" }), "utf8");
    },
  }));
}
