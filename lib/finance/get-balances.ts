// GET invoice-reports/companies/{id}/balances, /balances/status and /count (spec 2 section 7).
import "server-only";
import { db } from "@/lib/db";
import type { Actor } from "@/lib/auth/actor";
import { balanceCompanyOrThrow } from "@/lib/access/client-balance";
import { computeBalances } from "@/lib/finance/compute-balances";
import { getOverdueInvoices } from "@/lib/finance/get-overdue-invoices";

export async function getBalances(actor: Actor, companyId: string) {
  await balanceCompanyOrThrow(actor, companyId);
  return { balances: await computeBalances(companyId) };
}

// Spec 2 section 9: the overdue status is cached 60 s per company (the header banner asks on every page).
const STATUS_TTL_MS = 60_000;
const statusCache = new Map<string, { at: number; value: { isOverdue: boolean; daysOverdue: number | null } }>();

export async function getBalanceStatus(actor: Actor, companyId: string, now = Date.now()) {
  await balanceCompanyOrThrow(actor, companyId);
  const hit = statusCache.get(companyId);
  if (hit && now - hit.at < STATUS_TTL_MS) return hit.value;
  const { isOverdue, daysOverdue } = await getOverdueInvoices(companyId, new Date(now));
  const value = { isOverdue, daysOverdue };
  statusCache.set(companyId, { at: now, value });
  return value;
}

/** The number of the company's invoices still waiting for payment. */
export async function countOpenInvoices(actor: Actor, companyId: string) {
  await balanceCompanyOrThrow(actor, companyId);
  const open = await db.billingItem.groupBy({
    by: ["invoiceId"],
    where: { companyId, invoiceId: { not: null }, paymentStatus: { not: "payment_processed" } },
  });
  return { count: open.length };
}
