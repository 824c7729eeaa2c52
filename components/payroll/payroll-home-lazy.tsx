"use client";

// Issue 28 (page speed): /payroll first carries only the Workbooks list. The other tabs load their code when
// first opened, and the Create workbook form (zod and react-hook-form) loads after the page.
import dynamic from "next/dynamic";
import { LazyLoading } from "@/components/ui/lazy-loading";

export const LazyCreateWorkbookForm = dynamic(
  () => import("@/components/payroll/create-workbook-form").then((m) => m.CreateWorkbookForm),
  { loading: LazyLoading },
);
export const LazyFxRatesTab = dynamic(() => import("@/components/payroll/fx-rates-tab").then((m) => m.FxRatesTab), {
  loading: LazyLoading,
});
export const LazyProviderIdTab = dynamic(
  () => import("@/components/payroll/provider-id-tab").then((m) => m.ProviderIdTab),
  { loading: LazyLoading },
);
export const LazyCutoffReportsTab = dynamic(
  () => import("@/components/payroll/cutoff-reports-tab").then((m) => m.CutoffReportsTab),
  { loading: LazyLoading },
);
export const LazyTaxonomiesTab = dynamic(
  () => import("@/components/payroll/taxonomies-tab").then((m) => m.TaxonomiesTab),
  { loading: LazyLoading },
);
export const LazyAnomalyChecksTab = dynamic(
  () => import("@/components/payroll/anomaly-checks-tab").then((m) => m.AnomalyChecksTab),
  { loading: LazyLoading },
);
