// Every demo file the seeded rows name, one per storage key. Where two rows name one key (a contract's signed
// copy and its CONTRACT document, a seat's order form and its ORDER_FORM document) the first maker listed wins.
import { bulkUploadFiles } from "./bulk-upload-files";
import { contractFiles } from "./contract-files";
import { cutoffReportFiles } from "./cutoff-report-files";
import type { Db, DemoFile } from "./demo-file";
import { documentFiles } from "./document-files";
import { invoiceFiles } from "./invoice-files";
import { loadLookups } from "./lookups";
import { orderFormFiles } from "./order-form-files";
import { payRegisterFiles } from "./pay-register-files";

const MAKERS = [
  contractFiles,
  orderFormFiles,
  documentFiles,
  payRegisterFiles,
  cutoffReportFiles,
  invoiceFiles,
  bulkUploadFiles,
];

export async function demoFileCatalog(db: Db): Promise<DemoFile[]> {
  const names = await loadLookups(db);
  const byKey = new Map<string, DemoFile>();
  // One after the other: inside the seed's transaction the queries share one connection.
  for (const make of MAKERS)
    for (const file of await make(db, names)) if (!byKey.has(file.key)) byKey.set(file.key, file);
  return [...byKey.values()];
}
