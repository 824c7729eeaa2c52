// Name of the payroll pack job (handler: lib/payroll/packs/jobs.ts, run by scripts/worker.ts).
export const PACK_JOB = "payroll.build-pack";
