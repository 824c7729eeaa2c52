// The database of Jest worker n (JEST_WORKER_ID, 1 in band): worker 1 the migrated omni_test itself, the others
// a copy of it made by jest-global-setup.ts.
export const workerDatabaseName = (worker: number) => (worker > 1 ? `omni_test_w${worker}` : "omni_test");
