// One entry per app/api route file, as scripts/generate-openapi-routes.ts lists them.
export type RouteModule = {
  /** The route as its folder names it, e.g. /api/companies/[companyId]. */
  route: string;
  file: string;
  methods: string[];
  /** The comment above each verb's export. */
  descriptions: Partial<Record<string, string>>;
  module: Record<string, unknown>;
};
