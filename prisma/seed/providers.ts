// Local service providers, their legal entities and payroll providers.
import type { Prisma } from "../../generated/prisma/client";
import type { SeedContext } from "./context";
import { COUNTRY } from "./builders/countries";
import { LSPS, PAYROLL_PROVIDER_NAMES, leId } from "./data/providers";
import { at } from "./values";

export async function seedProviders({ tx, count }: SeedContext) {
  await tx.localServiceProvider.createMany({
    data: LSPS.map((l, i) => ({
      id: l.id,
      name: l.name,
      type: l.type,
      isActive: l.active,
      profileUrl: `https://backoffice.omniplatform.example/lsps/${l.id}`,
      contactEmails: [l.email],
      createdAt: at(-700 + i * 20),
    })),
  });
  await tx.lspCountry.createMany({
    data: LSPS.flatMap((l) => l.countries.map((countryCode) => ({ lspId: l.id, countryCode }))),
  });
  const legalEntities: Prisma.LegalEntityCreateManyInput[] = LSPS.flatMap((l) =>
    l.countries.map((cc) => ({
      id: leId(l.id, cc),
      name: `${l.name.replace(/ (GmbH|SAS|Ltd|SL|AB|Inc|Pte Ltd|Co)$/, "")} ${COUNTRY.get(cc)!.name}`,
      countryCode: cc,
      lspId: l.id,
      isActive: l.active && !(l.id === "nordic-employer" && cc === "NO"),
    })),
  );
  await tx.legalEntity.createMany({ data: legalEntities });
  const payrollProviders: Prisma.PayrollProviderCreateManyInput[] = LSPS.flatMap((l) =>
    l.countries.map((cc, i) => ({
      id: `pp-${l.id}-${cc.toLowerCase()}`,
      name: PAYROLL_PROVIDER_NAMES[cc] ?? `${COUNTRY.get(cc)!.name} Payroll`,
      lspId: l.id,
      countryCode: cc,
      isActive: l.active && !(cc === "AT"),
      hasHistory: i % 2 === 0,
    })),
  );
  await tx.payrollProvider.createMany({ data: payrollProviders });
  count("LocalServiceProvider", LSPS.length);
  count("LegalEntity", legalEntities.length);
  count("PayrollProvider", payrollProviders.length);
}
