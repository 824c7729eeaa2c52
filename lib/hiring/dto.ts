// Response shapes of the hiring API, type-only so client components can `import type` them.
import type { toSeatDto } from "@/lib/hiring/seat-dto";
import type { listSeats } from "@/lib/hiring/list-seats";
import type { getCompanyFees } from "@/lib/hiring/get-company-fees";
import type { getHireAvailability } from "@/lib/hiring/get-hire-availability";
import type { estimateEmployerCosts } from "@/lib/hiring/estimate-employer-costs";
import type { getFxRate } from "@/lib/hiring/get-fx-rate";
import type { archiveSeat } from "@/lib/hiring/archive-seat";
import type { convertSeat } from "@/lib/hiring/convert-seat";

/** A seat as GET /api/seats/{id} and the seat lists answer it. */
export type SeatView = ReturnType<typeof toSeatDto>;
export type SeatListView = Awaited<ReturnType<typeof listSeats>>;
export type CompanyFeesView = Awaited<ReturnType<typeof getCompanyFees>>;
export type HireAvailabilityView = Awaited<ReturnType<typeof getHireAvailability>>;
export type EmployerCostsEstimate = Awaited<ReturnType<typeof estimateEmployerCosts>>;
export type FxRateView = Awaited<ReturnType<typeof getFxRate>>;
export type ArchiveSeatResult = Awaited<ReturnType<typeof archiveSeat>>;
export type ConvertSeatResult = Awaited<ReturnType<typeof convertSeat>>;
