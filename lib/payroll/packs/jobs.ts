// The payroll pack job handler, assembled by scripts/worker.ts: the whole report's pack (build-pack.ts), then one
// pack per client company in the report (build-company-packs.ts), each company in its own step. A build that fails
// fails alone, with a reason the back-office jobs page shows (and retries): a missing register or an unpublished
// report for good, anything else (storage, database) retried by pg-boss. A company that fails is named in the
// job's failure; the other companies' packs stand, and a retry builds only what is missing.
import type { JobHandler } from "@/lib/jobs/queue";
import { JobFailure, readableReason } from "@/lib/jobs/job-failure";
import { ZipEntryError } from "@/lib/storage/zip-stream";
import { buildPayrollPack } from "@/lib/payroll/packs/build-pack";
import { buildCompanyPacks, type CompanyPackFiles } from "@/lib/payroll/packs/build-company-packs";
import { PACK_JOB } from "@/lib/payroll/packs/job-names";

async function buildWholePack(id: string) {
  try {
    return await buildPayrollPack(id);
  } catch (error) {
    if (error instanceof JobFailure) throw error;
    const missing = error instanceof ZipEntryError && error.missing;
    throw new JobFailure(`The signed pack of pay report ${id} could not be built: ${readableReason(error)}.`, {
      retryable: !missing,
      cause: error,
    });
  }
}

/** The pack job's handlers; `companyFiles` adds a domain's files to each company pack (the payslips: the worker
 *  assembles lib/payslips/pack-job-handlers.ts). */
export const packJobHandlers = (companyFiles?: CompanyPackFiles): Record<string, JobHandler> => ({
  [PACK_JOB]: async (data) => {
    const id = String(data.gtnId ?? "");
    if (!id) return;
    const whole = await buildWholePack(id);
    const { failed } = await buildCompanyPacks(whole, companyFiles);
    if (failed.length === 0) return;
    const reasons = failed.map((f) => `company ${f.company.name} (${f.company.id}): ${f.reason.replace(/\.$/, "")}`);
    throw new JobFailure(
      `The signed pack of ${failed.length === 1 ? "one company" : `${failed.length} companies`} of pay report ${id} could not be built: ${reasons.join("; ")}.`,
      { retryable: failed.some((f) => f.retryable) },
    );
  },
});
