// What the termination screens receive. `requestedBy` is filled only for customer-support admins (spec 2 s.6).
import type { TerminationFormInput } from "@/lib/terminations/schema";

export type TerminationRow = {
  id: string;
  companyId: string;
  employeeId: string;
  employeeName: string;
  role: string | null;
  country: string;
  status: string;
  createdAt: string;
  requestedBy: string | null;
};

export type TerminationDetail = TerminationRow & {
  version: number;
  answers: TerminationFormInput;
  documents: { id: string; title: string }[];
  employmentId: string | null;
};
