// One entry per app/api route file, as scripts/generate-openapi-routes.ts lists them.
export type RouteModule = {
  /** The route as its folder names it, e.g. /api/companies/[companyId]. */
  route: string;
  file: string;
  methods: string[];
  /** The comment above each verb's export. */
  descriptions: Partial<Record<string, string>>;
  /** A verb's success status when it is not 200 (its handler returns created(), accepted() or noContent()). */
  statuses?: Partial<Record<string, number>>;
  module: Record<string, unknown>;
};
