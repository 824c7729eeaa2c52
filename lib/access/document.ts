// Document tenancy (spec 1 section 7): with "tenancy.allDocuments" every document; otherwise one's own uploads,
// a manager's company documents and its employees', an LSP user's provider documents and its employees'.
import "server-only";
import type { Prisma } from "@/generated/prisma/client";
import { db } from "@/lib/db";
import { AppError } from "@/lib/errors";
import { flagsOf, type Actor } from "@/lib/auth/actor";
import { can } from "@/lib/policy";
import { companyNotFound } from "@/lib/access/company";
import { employeeNotFound } from "@/lib/access/employee";

/** Tenant `where` on Document. */
export function documentWhere(actor: Actor): Prisma.DocumentWhereInput {
  if (can(actor, "tenancy.allDocuments")) return {};
  const f = flagsOf(actor);
  const or: Prisma.DocumentWhereInput[] = [{ userId: actor.userId }];
  if (f.isManager && actor.companyId)
    or.push({ companyId: actor.companyId }, { employee: { companyId: actor.companyId } });
  if (f.isLSP && actor.lspId) or.push({ tenantId: actor.lspId }, { employee: { lspId: actor.lspId } });
  return { OR: or };
}

/** One reachable document (with the given select), or 404. */
export async function findDocumentOrThrow<S extends Prisma.DocumentSelect>(
  actor: Actor,
  id: string,
  select: S,
): Promise<Prisma.DocumentGetPayload<{ select: S }>> {
  const row = await db.document.findFirst({ where: { AND: [{ id }, documentWhere(actor)] }, select });
  if (!row) throw new AppError("NOT_FOUND", "Document not found");
  return row as Prisma.DocumentGetPayload<{ select: S }>;
}

/** An employee removes only what they uploaded themselves. */
export function canDeleteDocument(actor: Actor, row: { uploadedById: string | null }): boolean {
  return can(actor, "documents.deleteOthers") || row.uploadedById === actor.userId;
}

export type DocumentOwner = {
  userId: string | null;
  companyId: string | null;
  employeeId: string | null;
  tenantId: string | null;
};

/** Where the caller may attach a new document (a record they cannot reach is not found). */
export async function resolveDocumentOwner(
  actor: Actor,
  fields: { companyId?: string; userId?: string; employeeId?: string },
): Promise<DocumentOwner> {
  const all = can(actor, "tenancy.allDocuments");
  const f = flagsOf(actor);
  if (fields.employeeId) {
    const employee = await db.employee.findUnique({
      where: { id: fields.employeeId },
      select: { id: true, companyId: true, lspId: true, userId: true },
    });
    const ok =
      employee &&
      (all ||
        (f.isManager && employee.companyId === actor.companyId) ||
        (f.isLSP && employee.lspId === actor.lspId) ||
        employee.userId === actor.userId);
    if (!ok) throw employeeNotFound();
    return {
      employeeId: employee.id,
      companyId: employee.companyId,
      userId: employee.userId,
      tenantId: employee.lspId ?? employee.companyId,
    };
  }
  if (fields.companyId) {
    const ok = all || (f.isManager && fields.companyId === actor.companyId);
    const company = ok ? await db.company.findUnique({ where: { id: fields.companyId }, select: { id: true } }) : null;
    if (!company) throw companyNotFound();
    return { companyId: company.id, tenantId: company.id, userId: null, employeeId: null };
  }
  if (fields.userId && fields.userId !== actor.userId) {
    if (!all) throw new AppError("NOT_FOUND", "User not found");
    const user = await db.user.findUnique({ where: { id: fields.userId }, select: { id: true } });
    if (!user) throw new AppError("NOT_FOUND", "User not found");
    return { userId: user.id, companyId: null, employeeId: null, tenantId: null };
  }
  return {
    userId: actor.userId,
    companyId: actor.companyId,
    employeeId: null,
    tenantId: actor.companyId ?? actor.lspId,
  };
}
