// GET /api/contractors (spec 2 section 2, spec 3 section 2): Contractor, Role, Country, Start date, End date,
// Pay (invoicing currency and frequency), Status. Keyset paged; search on name or e-mail.
import "server-only";
import type { z } from "zod";
import type { Prisma } from "@/generated/prisma/client";
import { db } from "@/lib/db";
import type { Actor } from "@/lib/auth/actor";
import { clientScope, contractorWhere } from "@/lib/access/contractor";
import type { ZContractorListQuery } from "@/lib/contractors/schema";
import type { ContractorRow } from "@/lib/contractors/dto";
import { afterNewest, NEWEST_FIRST, newestPage } from "@/lib/queries/keyset";

const ymd = (d: Date | null | undefined) => (d ? d.toISOString().slice(0, 10) : null);

function searchWhere(term: string | undefined): Prisma.ContractorWhereInput {
  if (!term) return {};
  const words = term.split(/\s+/).filter(Boolean).slice(0, 5);
  return {
    AND: words.map((w) => ({
      OR: [
        { firstName: { contains: w, mode: "insensitive" as const } },
        { lastName: { contains: w, mode: "insensitive" as const } },
        { email: { contains: w, mode: "insensitive" as const } },
      ],
    })),
  };
}

export async function listContractors(actor: Actor, query: z.output<typeof ZContractorListQuery>) {
  const rows = await db.contractor.findMany({
    where: {
      AND: [
        contractorWhere(actor),
        searchWhere(query.search),
        query.state ? { state: query.state } : {},
        afterNewest<Prisma.ContractorWhereInput>(query.cursor),
      ],
    },
    select: {
      id: true,
      firstName: true,
      lastName: true,
      email: true,
      residenceCountry: true,
      state: true,
      createdAt: true,
      contracts: {
        where: clientScope(actor),
        orderBy: [{ state: "asc" }, { startDate: "desc" }],
        take: 1,
        select: {
          jobRole: true,
          startDate: true,
          endDate: true,
          rate: true,
          invoicingCurrency: true,
          expectedInvoicingFrequency: true,
        },
      },
    },
    orderBy: NEWEST_FIRST,
    take: query.pageSize + 1,
  });
  const codes = [...new Set(rows.map((r) => r.residenceCountry))];
  const countries = new Map(
    (await db.country.findMany({ where: { code: { in: codes } }, select: { code: true, name: true } })).map((c) => [
      c.code,
      c.name,
    ]),
  );
  return newestPage(rows, query.pageSize, (r): ContractorRow => {
    const c = r.contracts[0];
    return {
      id: r.id,
      name: `${r.firstName} ${r.lastName}`,
      email: r.email,
      role: c?.jobRole ?? null,
      country: r.residenceCountry,
      countryName: countries.get(r.residenceCountry) ?? null,
      startDate: ymd(c?.startDate),
      endDate: ymd(c?.endDate),
      rate: c ? c.rate.toFixed(2) : null,
      currency: c?.invoicingCurrency ?? null,
      frequency: c?.expectedInvoicingFrequency ?? null,
      state: r.state,
      createdAt: r.createdAt.toISOString(),
    };
  });
}
