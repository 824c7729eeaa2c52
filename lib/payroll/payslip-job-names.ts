// The payslip jobs' names (scripts/worker.ts registers lib/payslips/jobs.ts).
export const PAYSLIP_NOTICE_JOB = "payslips.notice";
