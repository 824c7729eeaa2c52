// Name of the job that makes an approved letter's PDF (handler: lib/letters/jobs.ts, run by scripts/worker.ts).
export const LETTER_JOB = "letters.generate";
