// The database of Jest worker n (JEST_WORKER_ID, 1 in band): worker 1 the migrated omni_test itself, the others
// a copy of it made by jest-global-setup.ts.
export const workerDatabaseName = (worker: number) => (worker > 1 ? `omni_test_w${worker}` : "omni_test");

/** The migrated database before any test wrote to it, copied for the suites that need an empty one
 *  (tests/integration/seed/fresh-database.ts). */
export const MIGRATED_TEMPLATE = "omni_migrated";
