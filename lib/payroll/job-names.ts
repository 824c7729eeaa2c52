// Names of the payroll background jobs (handlers: lib/payroll/jobs.ts, run by scripts/worker.ts).
export const PROCESS_JOB = "payroll.process-gross-to-net";
export const COPY_JOB = "payroll.verification-copy";
