// Rules of the complete-profile flow shared by saving the profile and converting the seat.
import { AppError } from "@/lib/errors";
import type { SeatRow } from "@/lib/hiring/seat-dto";

/** Flag of stage 1: an EOR contract names the employee's legal address, so EOR hires need the private address. */
export function requiresPrivateAddress(seat: { employeeProfile: { employeeType: string | null } | null }) {
  return (seat.employeeProfile?.employeeType ?? "EOR") === "EOR";
}

export function assertProfileEditable(seat: SeatRow) {
  if (seat.seatStatus === "archived") throw new AppError("CONFLICT", "This seat has been archived.");
  if (seat.employee) throw new AppError("CONFLICT", "This seat has already been converted to an employee.");
  if (seat.sowStatus !== "sow_accepted")
    throw new AppError("UNPROCESSABLE", "The order form must be accepted before the profile is completed.");
}
