// GET /api/contracts/documents/{documentId}: the contract document inline by documentId (spec 1 section 7:
// answer data.url; the page sends a 404 to /404). The url is the inline PDF of the contract (the signed copy
// once signed), under the same tenancy and status visibility as that PDF; a contract the caller cannot see, or
// one whose PDF is not generated yet, is 404.
import "server-only";
import { db } from "@/lib/db";
import { AppError } from "@/lib/errors";
import type { Actor } from "@/lib/auth/actor";
import { contractNotFound, contractWhere, findVisibleContractOrThrow } from "@/lib/access/contract";

export async function getContractDocumentLink(actor: Actor, documentId: string) {
  const found = await db.contract.findFirst({
    where: { AND: [{ OR: [{ documentId }, { id: documentId }] }, contractWhere(actor)] },
    select: { employeeId: true },
  });
  if (!found) throw contractNotFound();
  const c = await findVisibleContractOrThrow(actor, found.employeeId, documentId, {
    id: true,
    storageKey: true,
    signedStorageKey: true,
  });
  if (!(c.signedStorageKey ?? c.storageKey))
    throw new AppError("NOT_FOUND", "The contract document is not available yet.");
  const path = `/api/employees/${encodeURIComponent(found.employeeId)}/contracts/${encodeURIComponent(c.id)}/pdf`;
  return { data: { url: path } };
}
