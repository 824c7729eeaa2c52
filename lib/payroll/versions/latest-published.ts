// Issue 27: 'the published data' of a pay report is its latest published version: PUBLISHED, or REOPENED while its
// correction is not yet published (publishing the correction makes it SUPERSEDED). Never SUPERSEDED.
// Client-safe: queries use the SQL list, screens the array.
export const LATEST_PUBLISHED_STATUSES = ["PUBLISHED", "REOPENED"] as const;
/** For SQL text: `f."processingStatus" IN ${LATEST_PUBLISHED_SQL}`. */
export const LATEST_PUBLISHED_SQL = `('PUBLISHED', 'REOPENED')`;
export const isLatestPublished = (status: string) => (LATEST_PUBLISHED_STATUSES as readonly string[]).includes(status);
