export const MAPPING_SELECT = {
  id: true,
  countryCode: true,
  companyId: true,
  avvokaOriginalTemplateId: true,
  status: true,
  employeeType: true,
  createdAt: true,
  updatedAt: true,
  company: { select: { name: true } },
} as const;

type Row = {
  id: string;
  countryCode: string;
  companyId: string | null;
  avvokaOriginalTemplateId: string;
  status: string;
  employeeType: string | null;
  createdAt: Date;
  updatedAt: Date;
  company: { name: string } | null;
};

/** The spec's template mapping shape (spec 3 section 3). */
export function toMappingDto(r: Row) {
  return {
    id: r.id,
    countryCode: r.countryCode,
    companyId: r.companyId,
    companyName: r.company?.name ?? null,
    avvokaOriginalTemplateId: r.avvokaOriginalTemplateId,
    employeeType: r.employeeType,
    disabled: r.status === "DISABLED",
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
  };
}
export type TemplateMappingDto = ReturnType<typeof toMappingDto>;
