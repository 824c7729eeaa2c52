// Hiring (seats, estimates, FX) permission matrix. Reads use seeded ids (company "acme", seat "seat-acme-1");
// writes are probed with an invalid body (400 once authorized) or a missing seat (404), so nothing changes.
import { ADMINS, MANAGERS, STAFF, only, withOverrides, type MatrixRow } from "./types";

const SEAT_READERS = [...STAFF, ...MANAGERS];
const SEAT_WRITERS = [...ADMINS, ...MANAGERS];
// reviewManager manages "newco": acme's seats and fees are not found for them (tenancy in the service).
const acmeRead = withOverrides(only(SEAT_READERS, 200), { reviewManager: 404 });

export const rows: MatrixRow[] = [
  {
    route: "/api/seats",
    method: "POST",
    path: "/api/seats",
    body: { variant: "client" },
    expect: only(SEAT_WRITERS, 400),
  },
  { route: "/api/seats/company/[companyId]", method: "GET", path: "/api/seats/company/acme", expect: acmeRead },
  { route: "/api/seats/[id]", method: "GET", path: "/api/seats/seat-acme-1", expect: acmeRead },
  {
    route: "/api/seats/[id]",
    method: "PATCH",
    path: "/api/seats/seat-acme-1",
    body: { billingCurrency: "XXX" },
    expect: only(SEAT_WRITERS, 400),
  },
  {
    route: "/api/seats/[id]/employee-profile",
    method: "PATCH",
    path: "/api/seats/seat-acme-1/employee-profile",
    body: {},
    expect: only(SEAT_WRITERS, 400),
  },
  {
    route: "/api/seats/[id]/archive",
    method: "POST",
    path: "/api/seats/seat-acme-1/archive",
    body: { archiveReason: "dropout" },
    expect: only(SEAT_WRITERS, 400),
  },
  {
    route: "/api/seats/[id]/convert",
    method: "POST",
    path: "/api/seats/no-such-seat/convert",
    body: {},
    expect: only(SEAT_WRITERS, 404),
  },
  {
    route: "/api/seats/[id]/sow-document",
    method: "GET",
    path: "/api/seats/no-such-seat/sow-document",
    expect: only(SEAT_READERS, 404),
  },
  {
    route: "/api/seats/[id]/order-form",
    method: "GET",
    path: "/api/seats/no-such-seat/order-form",
    expect: only(SEAT_READERS, 404),
  },
  {
    route: "/api/seats/[id]/order-form",
    method: "POST",
    path: "/api/seats/seat-acme-1/order-form",
    form: { note: "no file" },
    expect: only(ADMINS, 400),
  },
  { route: "/api/seats/fees/company/[id]", method: "GET", path: "/api/seats/fees/company/acme", expect: acmeRead },
  {
    route: "/api/calculator/employer-costs",
    method: "GET",
    path: "/api/calculator/employer-costs?countryCode=DE&annualSalary=60000",
    expect: only(SEAT_READERS, 200),
  },
  {
    route: "/api/payroll/invoices/fx-rate",
    method: "GET",
    path: "/api/payroll/invoices/fx-rate?fromCurrency=EUR&toCurrency=USD",
    expect: only(SEAT_READERS, 200),
  },
];
