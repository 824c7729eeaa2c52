import type { Metadata } from "next";
import { guardPage, orNotFound } from "@/lib/pages/guard";
import { getWorkbook } from "@/lib/payroll/get-workbook";
import { getCountryDetail } from "@/lib/payroll/get-country-detail";
import { CountryDetail } from "@/components/payroll/country-detail";

export const metadata: Metadata = { title: "Payroll instance country" };

// Spec 2 section 2: a payroll instance's country-detail page (its bills and pay reports for one country).
export default async function CountryDetailPage({ params }: { params: Promise<{ id: string; country: string }> }) {
  const { id, country } = await params;
  await guardPage({ permission: "payroll.access" });
  await orNotFound(() => getWorkbook(id));
  const detail = await orNotFound(() => getCountryDetail(id, country));
  return <CountryDetail workbookId={id} detail={detail} />;
}
