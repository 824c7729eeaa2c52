// Employment contracts in every status (Emma has two versions), questionnaires, amendment requests and
// the contracts' status history.
import type { ContractStatus, Prisma } from "../../generated/prisma/client";
import type { DemoUserIds, SeedContext } from "./context";
import type { Employees } from "./employees";
import { DAY, at, iso, ymd } from "./values";
import { CLAUSE_CATEGORIES as CLAUSES } from "../../lib/contracts/amendments/clauses";

export async function seedContracts({ tx, count, history }: SeedContext, staff: Employees, demoUserId: DemoUserIds) {
  const employees = staff.list;
  const empById = staff.byId;
  const contracts: Prisma.ContractCreateManyInput[] = [];
  const questionnaires: Prisma.ContractQuestionnaireCreateManyInput[] = [];
  const inProgressStatuses: ContractStatus[] = [
    "draft",
    "pending_internal_review",
    "pending_review",
    "review_done",
    "approved",
    "signed_employee",
  ];
  const contractPath: ContractStatus[] = [
    "draft",
    "pending_internal_review",
    "pending_review",
    "review_done",
    "approved",
    "signed_employee",
    "signed_both_parties",
  ];
  const statusLiteral: Record<ContractStatus, string> = {
    archived: "archived",
    pending_review: "pending-review",
    review_done: "review-done",
    draft: "draft",
    pending_internal_review: "pending-internal-review",
    approved: "approved",
    signed_employee: "signed:employee",
    signed_both_parties: "signed:both-parties",
  };
  let inProgressCounter = 0;
  for (const e of employees) {
    if (e.onboardingStatus === "PENDING" || e.id === "emp-incomplete") continue;
    let status: ContractStatus;
    if (e.onboardingStatus === "ACTIVE") status = "signed_both_parties";
    else if (e.onboardingStatus === "INACTIVE") status = "archived";
    else status = inProgressStatuses[inProgressCounter++ % inProgressStatuses.length];
    const created =
      e.onboardingStatus === "IN_PROGRESS"
        ? at(-20 + (inProgressCounter % 10))
        : new Date((e.startDate as Date).getTime() - 30 * DAY);
    const version = e.id === "emp-emma" ? 2 : 1;
    if (e.id === "emp-emma") {
      contracts.push({
        id: "contract-emma-v1",
        employeeId: e.id,
        documentId: "doc-contract-emma-v1",
        externalDocumentId: "avv-emma-1",
        templateId: "tpl-de-acme",
        status: "archived",
        contractVersion: 1,
        storageKey: "seed/contracts/doc-contract-emma-v1.pdf",
        docxStorageKey: "seed/contracts/doc-contract-emma-v1.docx",
        archivedAt: ymd(2024, 2, 20),
        createdAt: ymd(2024, 2, 1),
      });
      history.push({
        entityType: "Contract",
        entityId: "contract-emma-v1",
        fromStatus: "draft",
        toStatus: "archived",
        actorId: demoUserId.csAdmin,
        createdAt: ymd(2024, 2, 20),
      });
    }
    const id = `contract-${e.id}${version > 1 ? `-v${version}` : ""}`;
    const documentId = e.id === "emp-emma" ? "doc-contract-emma-v2" : `doc-${e.id}`;
    const signed = status === "signed_both_parties" || status === "archived";
    const employeeSigned = signed || status === "signed_employee";
    contracts.push({
      id,
      employeeId: e.id,
      documentId,
      externalDocumentId: `avv-${e.id}`,
      templateId: e.id === "emp-emma" ? "tpl-de-acme" : `tpl-${e.countryCode.toLowerCase()}`,
      status,
      contractVersion: version,
      // Unsigned versions are rendered lazily by the generation job when first opened (keeps the seed fast).
      // A signed one has its PDF and its signed copy (the PDF plus signature pages) as demo files; their
      // SHA-256 columns are filled from the bytes (files/record-file-facts.ts). Its DOCX (the same content, for
      // 'Download docx') is a demo file too; an unsigned one gets both from the generation job.
      storageKey: employeeSigned ? `seed/contracts/${documentId}.pdf` : null,
      docxStorageKey: employeeSigned ? `seed/contracts/${documentId}.docx` : null,
      signedStorageKey: employeeSigned ? `seed/contracts/${documentId}-signed.pdf` : null,
      employeeSignedAt: employeeSigned ? new Date(created.getTime() + 10 * DAY) : null,
      employerSignedAt: signed ? new Date(created.getTime() + 12 * DAY) : null,
      archivedAt: status === "archived" ? (e.archivedAt as Date) : null,
      createdAt: created,
    });
    const last = status === "archived" ? contractPath.length - 1 : contractPath.indexOf(status);
    for (let k = 0; k <= last; k++)
      history.push({
        entityType: "Contract",
        entityId: id,
        fromStatus: k ? statusLiteral[contractPath[k - 1]] : null,
        toStatus: statusLiteral[contractPath[k]],
        actorId: k === 5 ? (e.userId ?? null) : demoUserId.csAdmin,
        createdAt: new Date(created.getTime() + k * 2 * DAY),
      });
    if (status === "archived")
      history.push({
        entityType: "Contract",
        entityId: id,
        fromStatus: "signed:both-parties",
        toStatus: "archived",
        actorId: demoUserId.opAdmin,
        createdAt: e.archivedAt as Date,
      });
    questionnaires.push({
      employeeId: e.id,
      templateId: e.id === "emp-emma" ? "tpl-de-acme" : `tpl-${e.countryCode.toLowerCase()}`,
      body: [
        {
          position: 1,
          attribute: "startDate",
          title: "Start date",
          type: "date",
          value: iso(e.startDate as Date),
          hint: "YYYY-MM-DD",
        },
        { position: 2, attribute: "jobTitle", title: "Job title", type: "text", value: e.jobTitle, hint: null },
        {
          position: 3,
          attribute: "annualBaseSalary",
          title: "Annual base salary",
          type: "number",
          value: Number(e.annualBaseSalaryAmount),
          hint: e.annualBaseSalaryCurrency,
        },
        {
          position: 4,
          attribute: "hoursOfWork",
          title: "Weekly working hours",
          type: "number",
          value: e.hoursOfWork,
          hint: null,
        },
        {
          position: 5,
          attribute: "probationPeriod",
          title: "Probation period",
          type: "select_list",
          value: String(e.probationaryPeriodLength ?? 6),
          hint: "months",
        },
        {
          position: 6,
          attribute: "noticePeriod",
          title: "Notice period",
          type: "select_list",
          value: "4w",
          hint: null,
        },
        {
          position: 7,
          attribute: "confidentiality",
          title: "Include the standard confidentiality clause",
          type: "checkbox",
          value: true,
          hint: null,
        },
      ],
      createdAt: created,
    });
  }
  await tx.contract.createMany({ data: contracts });
  await tx.contractQuestionnaire.createMany({ data: questionnaires });
  count("Contract", contracts.length);
  count("ContractQuestionnaire", questionnaires.length);

  const amendmentTargets = contracts.filter(
    (c) => c.status === "pending_review" || c.status === "review_done" || c.id === "contract-emp-emma-v2",
  );
  const amendments: Prisma.ContractAmendmentCreateManyInput[] = amendmentTargets.slice(0, 6).map((c, i) => {
    const e = empById.get(c.employeeId)!;
    return {
      id: `amend-${i + 1}`,
      contractId: c.id,
      documentId: c.documentId,
      employeeId: e.id,
      companyId: e.companyId,
      reviewType: (["REWORD", "ADD_CLAUSE", "REMOVE_CLAUSE"] as const)[i % 3],
      reviewClause: CLAUSES[(i * 5) % CLAUSES.length],
      reviewClauseNumber: i % 2 ? `${3 + i}.${1 + (i % 3)}` : null,
      details: [
        "Please clarify that the home office allowance is paid monthly with salary.",
        "Add a clause about the annual learning budget of 1,500 EUR.",
        "Remove the non-compete clause; it is not enforceable for this role.",
        "Reword the bonus clause so the target is set yearly by the manager.",
        "Add a clause confirming 2 extra days of leave after 3 years of service.",
        "Reword the place of work clause to allow working from another EU country for 30 days a year.",
      ][i],
      reviewStatus: i < 2 ? "dispatched" : "pending",
      urgency: i < 2 ? (["URGENT", "MEDIUM"] as const)[i] : i === 2 ? "NOT_URGENT" : null,
      dispatchedAt: i < 2 ? at(-4 + i) : null,
      createdById: e.companyId === "acme" ? demoUserId.superManager : null,
      createdAt: at(-9 + i),
    };
  });
  await tx.contractAmendment.createMany({ data: amendments });
  // The amendments pilot (empty by default) is switched on for Germany so the edit-request screens have data.
  await tx.country.update({ where: { code: "DE" }, data: { amendmentsPilot: true } });
  // 'Send to Legal' (off by default) is switched on for Acme, so its German contracts show it to admins.
  await tx.featureFlagOverride.create({
    data: { key: "dispatch-amendment-to-legal", companyId: "acme", enabled: true },
  });
  count("ContractAmendment", amendments.length);
  count("FeatureFlagOverride", 1);
  return contracts;
}
