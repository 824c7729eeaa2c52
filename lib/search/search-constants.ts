// The global search's constants, without zod: the header's search box imports them on every page, and zod would
// come with search-schema.ts into every page's JavaScript (issue 28, page weight).
export const SEARCH_MIN_LENGTH = 2;
/** At most this many results per kind: the search finds a record, the lists browse. */
export const SEARCH_LIMIT = 8;

export const SEARCH_KINDS = ["people", "companies", "payReports", "invoices"] as const;
export type SearchKind = (typeof SEARCH_KINDS)[number];
