// Response shapes of the companies API, type-only so client components can `import type` them.
import type { Json } from "@/lib/http/json";
import type { listCompanyEmployees } from "@/lib/companies/service";

/** GET /api/companies/{companyId}/employees: one page of the company's employees. */
export type CompanyEmployeesPage = Json<Awaited<ReturnType<typeof listCompanyEmployees>>>;
