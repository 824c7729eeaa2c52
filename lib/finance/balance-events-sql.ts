// The company's money movements per currency, from billing items: each invoice is a debit on its invoice date,
// each processed payment a credit on its processing date. Shared by the transaction download and the chart.
import { Prisma } from "@/generated/prisma/client";

export function balanceEventsSql(companyId: string, currency?: string): Prisma.Sql {
  const cur = currency ? Prisma.sql`AND currency = ${currency}` : Prisma.empty;
  return Prisma.sql`
    SELECT "invoiceDate" AS day, 'Invoice' AS kind, coalesce("invoiceNumber", "invoiceId") AS ref, currency,
           sum("totalAmount") AS amount
      FROM "BillingItem"
     WHERE "companyId" = ${companyId} ${cur} AND "invoiceId" IS NOT NULL AND "invoiceDate" IS NOT NULL
     GROUP BY 1, 2, 3, 4
    UNION ALL
    SELECT "paymentProcessedAt"::date, 'Payment', coalesce("invoiceNumber", "invoiceId"), currency, -sum("totalAmount")
      FROM "BillingItem"
     WHERE "companyId" = ${companyId} ${cur} AND "invoiceId" IS NOT NULL
       AND "paymentStatus" = 'payment:processed' AND "paymentProcessedAt" IS NOT NULL
     GROUP BY 1, 2, 3, 4`;
}
