import { route } from "@/lib/http/route";
import { ZCustomersQuery } from "@/lib/finance/schema";
import { listCustomers } from "@/lib/finance/list-customers";

// GET /invoices/customers: accounting-system customers of companies and LSPs.
export const GET = route(
  { permission: "customers.read", query: ZCustomersQuery, summary: "Accounting customers" },
  ({ query }) => listCustomers(query.entityType),
);
