// The CSVs of the seeded bulk employee uploads (BulkUpload.uploadUrls), in the import template's columns
// (lib/bulk-uploads/row-schema.ts). An upload's files hold `total` rows; the rows its BulkUploadError rows name
// carry the values those errors quote (the import finds the same problems), the others are valid new hires.
import { stringify } from "csv-stringify/sync";
import { TEMPLATE_COLUMNS, type TemplateColumn } from "../../../lib/bulk-uploads/row-schema";
import { currencyOf } from "../builders/countries";
import { slug } from "../values";
import { isSeedKey, type Db, type DemoFile } from "./demo-file";
import type { Lookups } from "./lookups";

const NEW_HIRES: [string, string, string][] = [
  ["Lena", "Hartmann", "Software Engineer"],
  ["Jonas", "Becker", "Product Designer"],
  ["Amira", "Haddad", "Data Analyst"],
  ["Lukas", "Weber", "Account Executive"],
  ["Sofia", "Marino", "Customer Success Manager"],
  ["Noah", "Fischer", "QA Engineer"],
  ["Mia", "Schulz", "HR Generalist"],
  ["Elias", "Wagner", "DevOps Engineer"],
  ["Hanna", "Koch", "Marketing Manager"],
  ["Felix", "Richter", "Finance Analyst"],
  ["Clara", "Wolf", "Engineering Manager"],
  ["Paul", "Neumann", "Sales Engineer"],
];

type Row = Record<TemplateColumn, string>;
type UploadError = { rowNumber: number | null; name: string | null; email: string | null; errors: unknown };

function validRow(i: number, country: string, uploadId: string): Row {
  const [firstName, lastName, jobTitle] = NEW_HIRES[i % NEW_HIRES.length];
  return {
    firstName,
    lastName,
    email: `${slug(firstName)}.${slug(lastName)}.${slug(uploadId)}@newhires.example`,
    country,
    jobTitle,
    startDate: "2027-01-04",
    annualBaseSalaryAmount: String(52000 + i * 3500),
    annualBaseSalaryCurrency: currencyOf(country),
    legalEntityId: "",
  };
}

/** The row an error names: its person, with the values its errors quote put back. */
function rowWithError(base: Row, error: UploadError): Row {
  const row = { ...base };
  const [first, ...rest] = (error.name ?? "").split(" ");
  if (first) [row.firstName, row.lastName] = [first, rest.join(" ") || row.lastName];
  if (error.email) row.email = error.email;
  for (const e of Array.isArray(error.errors) ? error.errors : []) {
    const context = (e as { context?: { key?: string; value?: string } }).context;
    if (context?.key && (TEMPLATE_COLUMNS as readonly string[]).includes(context.key))
      row[context.key as TemplateColumn] = context.value ?? "";
  }
  return row;
}

export async function bulkUploadFiles(db: Db, names: Lookups): Promise<DemoFile[]> {
  const uploads = await db.bulkUpload.findMany({
    where: { uploadUrls: { isEmpty: false } },
    select: { id: true, total: true, uploadUrls: true, companyId: true },
    orderBy: { id: "asc" },
  });
  const errors = await db.bulkUploadError.findMany({
    where: { bulkUploadId: { in: uploads.map((u) => u.id) } },
    select: { bulkUploadId: true, rowNumber: true, name: true, email: true, errors: true },
  });
  return uploads.flatMap((u) => {
    const keys = u.uploadUrls;
    const country = names.companies.get(u.companyId)?.countryOfRegistration ?? "DE";
    // Rows spread over the files in order (the first files take the remainder); row numbers count per file.
    const sizes = keys.map((_, i) => Math.floor(u.total / keys.length) + (i < u.total % keys.length ? 1 : 0));
    let next = 0;
    return keys.flatMap((key, i) => {
      const first = next;
      next += sizes[i];
      if (!isSeedKey(key)) return [];
      return [
        {
          key,
          kind: "csv" as const,
          render: async () => {
            const rows = Array.from({ length: sizes[i] }, (_, k) => {
              const row = validRow(first + k, country, u.id);
              const error = i === 0 ? errors.find((e) => e.bulkUploadId === u.id && e.rowNumber === k + 2) : undefined; // line 1: header
              return error ? rowWithError(row, error) : row;
            });
            return Buffer.from(
              stringify([[...TEMPLATE_COLUMNS], ...rows.map((r) => TEMPLATE_COLUMNS.map((c) => r[c]))]),
            );
          },
        },
      ];
    });
  });
}
