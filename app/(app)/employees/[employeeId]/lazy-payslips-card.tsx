"use client";

// The Payslips card, last on the employee page, loads its code after the page (page speed: the list, chart and
// year's ZIP are not in the page's first load). The server still loads its data and passes it in.
import dynamic from "next/dynamic";
import { LazyLoading } from "@/components/ui/lazy-loading";

export const LazyPayslipsCard = dynamic(() => import("./payslips-card").then((m) => m.PayslipsCard), {
  ssr: false,
  loading: LazyLoading,
});
