import type { Metadata } from "next";
import { guardPage } from "@/lib/pages/guard";
import { listHolidayChoices } from "@/lib/holidays/list-holiday-choices";
import { PublicHolidaysClient } from "./page-client";

export const metadata: Metadata = { title: "Public holidays" };

// Back office: admins read a country's (or region's) public holidays for a year and keep the companies' days off.
export default async function PublicHolidaysPage() {
  await guardPage({ permission: "publicHolidays.manage" });
  const { countries, regions, companies } = await listHolidayChoices();
  return (
    <div className="space-y-4">
      <h1 className="text-2xl font-semibold text-slate-900">Public holidays</h1>
      <p className="text-sm text-slate-600">
        An employee with a region keeps that region&apos;s public holidays, everyone else the national ones; their
        company&apos;s days off are added. Time off is not charged on any of these days.
      </p>
      <PublicHolidaysClient
        countries={countries}
        regions={regions}
        companies={companies}
        currentYear={new Date().getUTCFullYear()}
      />
    </div>
  );
}
