"use client";

// Issue 28 (page speed): the company page's tabs other than Details load their client code when first opened, so
// the first load carries only the default tab (277 -> ~210 kB of compressed script). The server still loads each
// tab's data and passes it in; only the panels' code is split.
import dynamic from "next/dynamic";
import { LazyLoading } from "@/components/ui/lazy-loading";

export const LazyCompanyEmployeesTab = dynamic(
  () => import("@/components/companies/company-employees-tab").then((m) => m.CompanyEmployeesTab),
  { loading: LazyLoading },
);
export const LazyTerminationRequestsTable = dynamic(
  () => import("@/components/terminations/termination-requests-table").then((m) => m.TerminationRequestsTable),
  { loading: LazyLoading },
);
export const LazyResignationsTable = dynamic(
  () => import("@/components/resignations/resignations-table").then((m) => m.ResignationsTable),
  { loading: LazyLoading },
);
export const LazyBenefitsChoices = dynamic(
  () => import("@/components/benefits/benefits-choices").then((m) => m.BenefitsChoices),
  { loading: LazyLoading },
);
export const LazyPermissionsPanel = dynamic(
  () => import("@/components/managers/permissions-panel").then((m) => m.PermissionsPanel),
  { loading: LazyLoading },
);
export const LazyCompanyInvoices = dynamic(
  () => import("./invoices/page-client").then((m) => m.CompanyInvoicesClient),
  { loading: LazyLoading },
);
