// The country and region a public-holiday call names: a country of the Country table the caller reaches (staff
// any; everyone else a country where they reach an employee: an employee their own, a manager their company's
// employees' countries), else 404 as for any foreign record; a region date-holidays knows for that country (its
// generated rows name it), else 400 on the field.
import "server-only";
import { db, type Tx } from "@/lib/db";
import { AppError } from "@/lib/errors";
import type { Actor } from "@/lib/auth/actor";
import { can } from "@/lib/policy";
import { employeeWhere } from "@/lib/access/employee";

type Client = Tx | typeof db;

const countryNotFound = () => new AppError("NOT_FOUND", "Country not found");

export async function assertCountryReachable(actor: Actor, countryCode: string, client: Client = db) {
  const country = await client.country.findUnique({ where: { code: countryCode }, select: { code: true } });
  if (!country) throw countryNotFound();
  if (can(actor, "tenancy.allEmployees")) return;
  const reached = await client.employee.findFirst({
    where: { AND: [{ countryCode }, employeeWhere(actor)] },
    select: { id: true },
  });
  if (!reached) throw countryNotFound();
}

/** A region ("" = the national list) with public holidays generated for the country. */
export async function assertRegionKnown(countryCode: string, region: string, client: Client = db) {
  if (!region) return;
  const known = await client.publicHoliday.findFirst({
    where: { countryCode, region, companyId: "", source: "GENERATED" },
    select: { id: true },
  });
  if (!known)
    throw new AppError("BAD_REQUEST", `There is no region ${region} in ${countryCode}.`, {
      fieldErrors: { region: [`There is no region ${region} in ${countryCode}`] },
    });
}
