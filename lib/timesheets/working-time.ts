// Feature flag workingTimeTimesheets (spec 1 section 9, on by default). The spec names it only; the working-time
// part of timesheets it matches is the employee's regular working hours (spec 2 section 3 'Regular working
// hours', section 7 GET/POST/PATCH /timesheets/regular-working-hours/{employeeId}). Off: those calls answer 404
// as if they did not exist and /timesheets shows no regular hours card. The one place the flag is read.
import { isFeatureOn } from "@/lib/config";
import { AppError } from "@/lib/errors";

export function workingTimeTimesheetsOn(): boolean {
  return isFeatureOn("workingTimeTimesheets");
}

export function assertWorkingTimeTimesheetsOn(): void {
  if (!workingTimeTimesheetsOn()) throw new AppError("NOT_FOUND");
}
