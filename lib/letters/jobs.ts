// The letters' job handlers, assembled by scripts/worker.ts: making an approved letter's PDF (generate-letter.ts).
import type { JobHandler } from "@/lib/jobs/queue";
import { generateLetter } from "@/lib/letters/generate-letter";
import { LETTER_JOB } from "@/lib/letters/job-names";

export const LETTER_JOB_HANDLERS: Record<string, JobHandler> = {
  [LETTER_JOB]: async (data) => {
    const id = String(data.letterId ?? "");
    if (id) await generateLetter(id);
  },
};
