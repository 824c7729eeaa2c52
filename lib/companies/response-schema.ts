// What the company list routes answer (lib/companies/service.ts), for the OpenAPI document and the routes'
// return type.
import { z } from "zod";

export const ZCompanyListItem = z.object({
  id: z.string(),
  name: z.string(),
  countryOfRegistration: z.string().nullable().describe("ISO country code"),
  countryName: z.string().nullable(),
});

export const ZCompanyListPage = z.object({
  items: z.array(ZCompanyListItem),
  totalCount: z.number().int(),
  pageSize: z.number().int(),
});

/** The company page's #employees tab (archived employees left out). */
export const ZCompanyEmployeesPage = z.object({
  items: z.array(
    z.object({
      id: z.string(),
      userId: z.string().nullable(),
      name: z.string(),
      jobTitle: z.string().nullable(),
      country: z.string().describe("the country's name (its code when the country is unknown)"),
      onboardingStatus: z.string().describe("In progress, Active, Inactive or Pending"),
    }),
  ),
  totalCount: z.number().int(),
  pageSize: z.number().int(),
});
