// The seeded Document rows' files, made by their mime type: a PDF, a PNG (an ID card scan, or a receipt for
// expense receipts) or a DOCX, each saying whose document it is and what kind. A key another row already
// makes (a contract's PDF, a seat's order form) is left to that row.
import type { DocumentType } from "../../../generated/prisma/client";
import { iso } from "../values";
import { demoDocx } from "./docx";
import { demoImage } from "./demo-image";
import type { DemoContent } from "./demo-content";
import { DOCX_MIME, personName, SEED_PREFIX, type Db, type DemoFile } from "./demo-file";
import type { Lookups } from "./lookups";
import { demoPdf } from "./pdf";

const KIND: Record<DocumentType, string> = {
  PASSPORT: "Passport",
  NATIONAL_IDENTITY_NUMBER: "National identity number",
  SOCIAL_INSURANCE_NUMBER: "Social insurance number",
  TAX_ID: "Tax ID",
  DOCUMENT: "Document",
  CONTRACT: "Employment contract",
  ORDER_FORM: "Order form",
  EXPENSE_RECEIPT: "Expense receipt",
  TERMINATION_SUPPORT: "Termination support document",
  TIMESHEET: "Timesheet",
  PAY_REPORT: "Pay report",
  OTHER: "Other",
};

function renderer(mimeType: string, type: DocumentType, content: DemoContent): DemoFile["render"] | null {
  if (mimeType === "application/pdf") return () => demoPdf(content);
  if (mimeType === "image/png") return async () => demoImage(content, type === "EXPENSE_RECEIPT" ? "receipt" : "card");
  if (mimeType === DOCX_MIME) return async () => demoDocx(content);
  return null; // no demo maker for this type: the file stays missing (the seed test names such a row)
}

export async function documentFiles(db: Db, names: Lookups): Promise<DemoFile[]> {
  const documents = await db.document.findMany({
    where: { storageKey: { startsWith: SEED_PREFIX } },
    select: {
      title: true,
      description: true,
      type: true,
      storageKey: true,
      fileName: true,
      mimeType: true,
      tenantId: true,
      createdAt: true,
      employeeId: true,
      userId: true,
      companyId: true,
    },
    orderBy: { id: "asc" },
  });
  const files: DemoFile[] = [];
  for (const d of documents) {
    const employee = d.employeeId ? names.employees.get(d.employeeId) : undefined;
    const user = d.userId ? names.users.get(d.userId) : undefined;
    const company = d.companyId ? names.companies.get(d.companyId) : undefined;
    const owner =
      (employee && personName(employee)) ||
      (user && personName(user)) ||
      company?.name ||
      (d.tenantId && names.lspName.get(d.tenantId)) ||
      "OmniPlatform";
    const content: DemoContent = {
      title: d.title,
      person: owner,
      kind: KIND[d.type],
      details: [
        d.description ?? "",
        company && company.name !== owner ? `Company: ${company.name}` : "",
        `File: ${d.fileName ?? d.storageKey.slice(d.storageKey.lastIndexOf("/") + 1)}`,
        `Date: ${iso(d.createdAt)}`,
      ].filter(Boolean),
    };
    const render = renderer(d.mimeType, d.type, content);
    if (render) files.push({ key: d.storageKey, kind: kindOf(d.mimeType), render });
  }
  return files;
}

const kindOf = (mimeType: string) =>
  mimeType === "image/png" ? ("png" as const) : mimeType === DOCX_MIME ? ("docx" as const) : ("pdf" as const);
