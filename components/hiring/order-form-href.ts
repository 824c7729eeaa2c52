import type { SeatView } from "@/lib/hiring/dto";

// The order form page of a seat (optionally in review mode).
export function orderFormHref(seat: Pick<SeatView, "id" | "employeeId">, review = false) {
  return `/employees/${seat.employeeId ?? "new"}/${seat.id}/order-form${review ? "?review=1" : ""}`;
}
