"use client";

// The employee page's cards below the fold load their code after the page (page speed): the payslips' list,
// chart and year's ZIP, and the salary history and bonuses with their dialogs. The server still loads the
// payslips' data and passes it in; the compensation cards read theirs through SWR.
import dynamic from "next/dynamic";
import { LazyLoading } from "@/components/ui/lazy-loading";

export const LazyPayslipsCard = dynamic(() => import("./payslips-card").then((m) => m.PayslipsCard), {
  ssr: false,
  loading: LazyLoading,
});

export const LazyCompensationCards = dynamic(() => import("./compensation-cards").then((m) => m.CompensationCards), {
  ssr: false,
  loading: LazyLoading,
});
