// What the termination screens receive. `requestedBy` is filled only for customer-support admins (spec 2 s.6).
import type { z } from "zod";
import type { TerminationFormInput } from "@/lib/terminations/schema";
import type { ZTerminationRow } from "@/lib/terminations/response-schema";

export type TerminationRow = z.infer<typeof ZTerminationRow>;

export type TerminationDetail = TerminationRow & {
  version: number;
  answers: TerminationFormInput;
  documents: { id: string; title: string }[];
  employmentId: string | null;
};
