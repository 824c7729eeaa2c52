import { created, route } from "@/lib/http/route";
import { ZCreateSeat } from "@/lib/hiring/schema";
import { createSeat } from "@/lib/hiring/create-seat";
import { listAllSeats, ZAllSeatsQuery } from "@/lib/employees/list-all-seats";
import { ZAllSeatsPage } from "@/lib/hiring/response-schema";

// POST /api/seats: a manager's request or an admin's hire form (spec 1 section 7 'Seats').
export const POST = route(
  {
    permission: "seats.create",
    body: ZCreateSeat,
    summary: "Request a hire (a client's request: 422 while its invoices are overdue, spec 1 section 8)",
  },
  async ({ actor, body }) => created({ data: await createSeat(actor, body) }),
);

// GET /api/seats: all seats of every company, paged (admins).
export const GET = route(
  { permission: "seats.listAll", query: ZAllSeatsQuery, response: ZAllSeatsPage },
  ({ actor, query }) => listAllSeats(actor, query),
);
