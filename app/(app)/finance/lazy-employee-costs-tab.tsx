"use client";

// Issue 28 (page speed): the Employee costs tab (its upload form and tables) loads its code when first opened, so
// /finance first carries only Invoice Monitoring.
import dynamic from "next/dynamic";
import { LazyLoading } from "@/components/ui/lazy-loading";

export const LazyEmployeeCostsTab = dynamic(
  () => import("@/components/finance/employee-costs-tab").then((m) => m.EmployeeCostsTab),
  { loading: LazyLoading },
);
