// The statutory-minimum refusal of the employee forms (hiring profile, employee edit) against the country's
// effective leave policy: an admin's saved statutoryMinimumDays when there is one, else the law's table
// (lib/holidays/statutory-minimum.ts). A saved minimum counts public holidays in as the law's does (GB: 28); for an
// allowance excluding them the same difference comes off (GB: 8 bank holidays). Unlimited is exempt.
import "server-only";
import { db } from "@/lib/db";
import { AppError } from "@/lib/errors";
import { getLeavePolicy } from "@/lib/holidays/leave-policy/get-leave-policy";
import {
  STATUTORY_MINIMUM_DAYS,
  statutoryMinimumDays,
  statutoryMinimumMessage,
} from "@/lib/holidays/statutory-minimum";

type Reader = Parameters<typeof getLeavePolicy>[1];

export async function policyMinimumDays(
  countryCode: string,
  holidayType: string | null | undefined,
  client: Reader = db,
): Promise<number> {
  if (holidayType === "UNLIMITED") return 0;
  const policy = await getLeavePolicy(countryCode, client);
  if (!policy.edited) return statutoryMinimumDays(countryCode, holidayType);
  const law = STATUTORY_MINIMUM_DAYS[countryCode.toUpperCase()];
  const publicHolidays =
    holidayType === "EXCLUDING_PUBLIC_HOLIDAYS" && law?.withoutPublicHolidays !== undefined
      ? law.days - law.withoutPublicHolidays
      : 0;
  return Math.max(0, policy.statutoryMinimumDays - publicHolidays);
}

/** Refuses (400 on `field`) a number of holiday days below the country's effective minimum. */
export async function assertPolicyMinimum(
  input: {
    countryCode: string;
    countryName: string;
    holidayType: string | null | undefined;
    days: number | null | undefined;
    field: string;
  },
  client: Reader = db,
): Promise<void> {
  if (input.days === null || input.days === undefined) return;
  const minimum = await policyMinimumDays(input.countryCode, input.holidayType, client);
  if (input.days >= minimum) return;
  const message = statutoryMinimumMessage(minimum, input.countryName);
  throw new AppError("BAD_REQUEST", message, { fieldErrors: { [input.field]: [message] } });
}
