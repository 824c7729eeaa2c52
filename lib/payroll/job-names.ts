// Names of the payroll background jobs (handlers: lib/payroll/jobs.ts, run by scripts/worker.ts).
export const PROCESS_JOB = "payroll.process-gross-to-net";
export const COPY_JOB = "payroll.verification-copy";

/** Registers the worker processes at once: ingesting and enriching (most of a large register's time) run side by
 *  side; the duplicates stage and the checks take turns (lib/payroll/pipeline.ts). Two fits a 2-core machine:
 *  one run parses in the worker while the other's statements run in PostgreSQL. */
export const PROCESS_JOB_CONCURRENCY = 2;
