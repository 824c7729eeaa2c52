// Operations data: bulk employee uploads (pending, with row errors, finished), feature-flag overrides and
// an expired e-mail change request.
import type { DemoUserIds, SeedContext } from "./context";
import { at } from "./values";

export async function seedOperations({ tx, count }: SeedContext, demoUserId: DemoUserIds) {
  await tx.bulkUpload.createMany({
    data: [
      {
        id: "bulk-acme-pending",
        companyId: "acme",
        state: "pending",
        fileNames: ["acme-new-hires-nov.csv"],
        uploadUrls: ["seed/bulk-uploads/bulk-acme-pending/acme-new-hires-nov.csv"],
        total: 8,
        createdById: demoUserId.csAdmin,
        createdAt: at(0, 8),
      },
      {
        id: "bulk-acme-errors",
        companyId: "acme",
        state: "finished",
        fileNames: ["acme-hires-oct.csv"],
        uploadUrls: ["seed/bulk-uploads/bulk-acme-errors/acme-hires-oct.csv"],
        total: 12,
        successCount: 9,
        createdById: demoUserId.csAdmin,
        createdAt: at(-20, 10),
        finishedAt: at(-20, 11),
      },
      {
        id: "bulk-globex-ok",
        companyId: "globex",
        state: "finished",
        fileNames: ["globex-q3.csv", "globex-q3-extra.csv"],
        uploadUrls: [
          "seed/bulk-uploads/bulk-globex-ok/globex-q3.csv",
          "seed/bulk-uploads/bulk-globex-ok/globex-q3-extra.csv",
        ],
        total: 6,
        successCount: 6,
        createdById: demoUserId.csAdmin,
        createdAt: at(-60, 9),
        finishedAt: at(-60, 10),
      },
    ],
  });
  await tx.bulkUploadError.createMany({
    data: [
      {
        bulkUploadId: "bulk-acme-errors",
        rowNumber: 3,
        name: "Jan Kowalczyk",
        email: "jan.kowalczyk@mail",
        errors: [
          {
            message: "{value} is not a valid email address",
            context: { label: "Email", key: "email", value: "jan.kowalczyk@mail" },
          },
        ],
      },
      {
        bulkUploadId: "bulk-acme-errors",
        rowNumber: 7,
        name: "Marta Ruiz",
        email: "marta.ruiz@mail.example",
        errors: [
          {
            message: "Country {value} is not supported",
            context: { label: "Country", key: "country", value: "Atlantis" },
          },
          {
            message: "Start date must be in the future",
            context: { label: "Start date", key: "startDate", value: "2025-01-01" },
          },
        ],
      },
      {
        bulkUploadId: "bulk-acme-errors",
        rowNumber: 11,
        name: "Emma Employee",
        email: "employee@acme.example",
        errors: [],
        migrationStatus: "FAILED",
        error: "This email address already exists, please use a different email",
      },
    ],
  });
  count("BulkUpload", 3);
  count("BulkUploadError", 3);

  await tx.featureFlagOverride.createMany({
    data: [
      { key: "client-benefit-selection", companyId: "acme", enabled: true },
      { key: "add-contractor-hire", companyId: "acme", enabled: true },
      { key: "client-benefits", companyId: "acme", enabled: true },
      { key: "timesheets", companyId: "initech", enabled: false },
    ],
  });
  count("FeatureFlagOverride", 4);
  await tx.emailChangeRequest.create({
    data: {
      userId: demoUserId.viewerPeople,
      newEmail: "pat.people.new@omniplatform.example",
      tokenHash: "0".repeat(64),
      expiresAt: at(-30),
      createdAt: at(-31),
    },
  });
  count("EmailChangeRequest", 1);
}
