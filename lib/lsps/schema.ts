// LSP forms and list formatting (spec 3 sections 2, 3, 5). Browser-safe.
import { z } from "zod";
import type { ZLspListItem } from "@/lib/lsps/response-schema";

export const ZLspParams = z.object({ lspId: z.string().min(1).max(64) });
export const ZLspUserParams = z.object({ lspId: z.string().min(1).max(64), userId: z.string().min(1).max(64) });

// PATCH /local-service-providers/{id}: name, inactive (spec 3 section 7). Name trimmed, non-empty; the
// "something must change" rule needs the current record, so the service checks it.
export const ZUpdateLsp = z
  .object({
    name: z.string({ error: "Please enter a name" }).trim().min(1, "Please enter a name").max(200).optional(),
    inactive: z.boolean().optional(),
  })
  .strict();
export type TUpdateLsp = z.infer<typeof ZUpdateLsp>;
export const NOTHING_CHANGED = "Nothing has changed";

const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[a-z]{2,24}$/i;
export const ZAddLspUser = z.object({
  firstName: z.string({ error: "Please enter a first name" }).trim().min(1, "Please enter a first name").max(100),
  lastName: z.string({ error: "Please enter a last name" }).trim().min(1, "Please enter a last name").max(100),
  email: z
    .string({ error: "Please enter an email address" })
    .trim()
    .toLowerCase()
    .min(1, "Please enter an email address")
    .max(254)
    .refine((v) => v === "" || EMAIL_RE.test(v), "Please enter a valid email"),
});
export type TAddLspUser = z.infer<typeof ZAddLspUser>;

/** Spec 3 section 6: an IE admin edits an LSP manager's name (the e-mail is the sign-in: changed by its owner). */
export const ZEditLspUser = ZAddLspUser.pick({ firstName: true, lastName: true });
export type TEditLspUser = z.infer<typeof ZEditLspUser>;

/** Spec 3 section 5, delete LSP manager. */
export const DELETE_WORD = "DELETE";
export const DELETE_WORD_MESSAGE = 'Please type word "DELETE"';

/** Countries column: the first 3 names sorted, then "+N" for the rest (spec 3 section 2). */
export function formatCountries(names: string[]): string {
  const sorted = [...names].sort((a, b) => a.localeCompare(b, "en"));
  const head = sorted.slice(0, 3).join(", ");
  return sorted.length > 3 ? `${head} +${sorted.length - 3}` : head;
}

export type LspListItem = z.infer<typeof ZLspListItem>;

export type LspDetail = LspListItem & {
  profileUrl: string | null;
  contactEmails: string[];
  connected: {
    employees: number;
    users: number;
    legalEntities: number;
    payrollProviders: number;
    payReports: number;
    billingRecords: number;
  };
  canDelete: boolean;
  deleteBlockedReason: string | null;
};

export type LspUserDto = {
  userId: string;
  firstName: string;
  lastName: string;
  name: string;
  email: string;
  roles: { type: string }[];
  invitationStatus: "ACCEPTED" | "SENT" | null;
  sentInvitationAt: string | null;
};
