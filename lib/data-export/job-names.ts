export const DATA_EXPORT_JOB = "employee-data-export";
/** How long a data-export link works. */
export const DATA_EXPORT_LINK_SECONDS = 60 * 60;
