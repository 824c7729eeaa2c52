// GET /api/timesheets/countries-format/{countryName} and GET /api/timesheets/{employeeId}/is-allowed.
import "server-only";
import { db } from "@/lib/db";
import { AppError } from "@/lib/errors";
import { isFeatureOn } from "@/lib/config";
import type { Actor } from "@/lib/auth/actor";
import { findEmployeeOrThrow } from "@/lib/access/employee";
import { timesheetAllowance, type TimesheetAllowance } from "@/lib/timesheets/is-allowed";

export type CountryFormatDto = {
  id: string;
  countryName: string;
  countryCode: string;
  trackingFormatRequirement: "SIMPLE" | "MEDIUM";
};

export async function getCountryFormat(countryName: string): Promise<CountryFormatDto> {
  const country = await db.country.findFirst({
    where: {
      OR: [
        { name: { equals: countryName, mode: "insensitive" } },
        ...(countryName.length === 2 ? [{ code: countryName.toUpperCase() }] : []),
      ],
    },
    select: { code: true, name: true, timesheetFormat: true },
  });
  if (!country) throw new AppError("NOT_FOUND", "Country not found");
  return {
    id: country.code,
    countryName: country.name,
    countryCode: country.code,
    trackingFormatRequirement: country.timesheetFormat,
  };
}

/** Whether the Timesheets tab shows for the employee (the rule in lib/timesheets/is-allowed.ts). */
export async function isTimesheetAllowed(actor: Actor, employeeId: string): Promise<TimesheetAllowance> {
  const employee = await findEmployeeOrThrow(actor, employeeId, { select: { archivedAt: true } });
  return timesheetAllowance({ flagOn: isFeatureOn("timesheets"), archived: employee.archivedAt !== null });
}
