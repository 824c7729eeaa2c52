// The seeded contracts' files: the contract PDF (storageKey), its DOCX (docxStorageKey) and, once the employee
// signed, the signed copy (signedStorageKey): the same PDF with a signature page per signature, each naming the
// SHA-256 of the document signed, as the built-in signer makes it. Only stable columns go into the bytes (no status or
// start date), so a file re-made later still matches the hashes recorded for it.
import { demoAccount } from "../../demo-accounts";
import { demoPdf, signedPdf, type DemoSignature } from "./pdf";
import { demoDocx } from "./docx";
import { isSeedKey, personName, SEED_PREFIX, type Db, type DemoFile } from "./demo-file";
import type { Lookups } from "./lookups";

export async function contractFiles(db: Db, names: Lookups): Promise<DemoFile[]> {
  const contracts = await db.contract.findMany({
    where: { OR: [{ storageKey: { startsWith: SEED_PREFIX } }, { signedStorageKey: { startsWith: SEED_PREFIX } }] },
    select: {
      documentId: true,
      contractVersion: true,
      storageKey: true,
      docxStorageKey: true,
      signedStorageKey: true,
      employeeSignedAt: true,
      employerSignedAt: true,
      employeeId: true,
    },
    orderBy: { id: "asc" },
  });
  const cs = demoAccount("csAdmin");
  const files: DemoFile[] = [];
  for (const c of contracts) {
    if (!isSeedKey(c.storageKey)) continue; // a signed copy is made from its seeded PDF only
    const e = names.employees.get(c.employeeId)!;
    const name = personName(e);
    const content = {
      title: `Employment contract v${c.contractVersion}`,
      person: name,
      kind: "Employment contract",
      details: [
        `Employer: ${names.companies.get(e.companyId)?.name ?? e.companyId}`,
        `Country of employment: ${names.countryName(e.countryCode)}`,
        `Contract document: ${c.documentId} (version ${c.contractVersion})`,
        "1. Position and duties. 2. Working time. 3. Remuneration. 4. Holidays. 5. Notice period.",
      ],
    };
    let unsigned: Promise<Buffer> | undefined;
    const pdf = () => (unsigned ??= demoPdf(content));
    files.push({ key: c.storageKey, kind: "pdf", render: pdf });
    // The DOCX download of the same contract (the content of the PDF, as the generation job makes both).
    if (isSeedKey(c.docxStorageKey))
      files.push({ key: c.docxStorageKey, kind: "docx", render: () => demoDocx(content) });
    if (!isSeedKey(c.signedStorageKey)) continue;
    const signatures: DemoSignature[] = [];
    if (c.employeeSignedAt)
      signatures.push({
        name,
        email: e.workEmail ?? "employee@example.com",
        party: "employee",
        at: c.employeeSignedAt,
      });
    if (c.employerSignedAt)
      signatures.push({
        name: `${cs.firstName} ${cs.lastName}`,
        email: cs.email,
        party: "employer",
        at: c.employerSignedAt,
      });
    files.push({ key: c.signedStorageKey, kind: "pdf", render: async () => signedPdf(await pdf(), signatures) });
  }
  return files;
}
