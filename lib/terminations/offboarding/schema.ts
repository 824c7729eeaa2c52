// Employee archive from the company employees tab (spec 2 section 4; reasons spec 2 section 9).
import { z } from "zod";

export const ARCHIVE_REASONS = ["dropout", "correction"] as const;
export const ZArchiveEmployee = z.object({
  reason: z.enum(ARCHIVE_REASONS, { error: "Please select a reason" }),
  version: z.number().int().min(1).optional(),
});
export const ZEmployeeIdParams = z.object({ employeeId: z.string().min(1).max(64) });

export const archivedMessage = (name: string) => `${name} has been archived.`;
export const archiveFailedMessage = (id: string, serverMessage: string) =>
  `There was a problem while archiving employee ${id}: ${serverMessage}.`;
