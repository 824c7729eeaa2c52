// Browser-side shapes of the hiring API. Type-only imports: no server code reaches the client bundle.
import type { SeatView } from "@/lib/hiring/dto";

export type CountryOption = { code: string; name: string; isSanctioned: boolean };

/** A seat's profile fields, all optional (a seat without a profile reads as an empty one). */
export type SeatProfile = Partial<NonNullable<SeatView["employeeProfile"]>>;
