/** @jest-environment node */
// Spec 3 sections 8 and 9: the back office's result and failure messages that the shared modules answer (the
// same text the screens show), page sizes and limits. Pure: no database.
import { PROVIDER_ID_MESSAGES, resultMessage } from "@/lib/lsps/provider-ids/schema";
import { TAXONOMY_MESSAGES, TAXONOMY_PAGE_SIZES } from "@/lib/taxonomies/schema";
import { CUTOFF_MESSAGES, CUTOFF_TOAST_MS, CUTOFF_PAGE_SIZES } from "@/lib/payroll/cutoff-reports/schema";
import { NO_VALID_RECORDS } from "@/lib/payroll/instances/schema";
import { ZEmployeeListQuery } from "@/lib/employees/schema";
import { INVOICE_LOG_PAGE_SIZE } from "@/lib/finance/schema";
import { ZWorkbookListQuery } from "@/lib/payroll/schema";
import { ZCreateTemplateMapping } from "@/lib/contracts/template-mappings/schema";
import { LATEST_TIME, TIME_STEP_MINUTES } from "@/lib/timesheets/rows";
import { formatCountries } from "@/lib/lsps/schema";
import { parsed } from "./support";

describe("[spec 3 §8] messages", () => {
  it("[spec 3 §8] provider ID results: all, none or some updated", () => {
    expect(resultMessage(3, 0)).toBe("All Provider IDs were successfully updated");
    expect(resultMessage(0, 2)).toBe("No Provider IDs could be updated");
    expect(resultMessage(1, 1)).toBe("Some Provider IDs could not be updated (check the ID and upload again)");
  });

  it("[spec 3 §8] provider ID failures: template and upload", () => {
    expect(PROVIDER_ID_MESSAGES.template).toBe("Template creation has failed please try again or contact support");
    expect(PROVIDER_ID_MESSAGES.upload).toBe("Something has gone wrong please try again or contact support");
  });

  it("[spec 3 §8] taxonomies: 'Update request created successfully' / 'Error creating update request'", () => {
    expect(TAXONOMY_MESSAGES).toEqual({
      created: "Update request created successfully",
      createFailed: "Error creating update request",
    });
  });

  it("[spec 3 §8] cutoff: filters, list and download failures; 'Downloaded cutoff report' closes after 5 s", () => {
    expect(CUTOFF_MESSAGES).toEqual({
      filters: "Failed to get cutoff report filters",
      list: "Failed to get cutoff reports",
      download: "Failed to download cutoff report, please try again later",
      downloaded: "Downloaded cutoff report",
    });
    expect(CUTOFF_TOAST_MS).toBe(5000);
  });

  it("[spec 3 §8] workbook import with nothing to read: 'no valid records found to parse'", () => {
    expect(NO_VALID_RECORDS).toBe("no valid records found to parse");
  });
});

describe("[spec 3 §9] constants and limits", () => {
  it("[spec 3 §9] page sizes: employees 100, invoice list 100, workbooks 100, cutoff reports 50 or 100, taxonomy jobs 20 or 50", () => {
    expect(parsed(ZEmployeeListQuery, {}).pageSize).toBe(100);
    expect(INVOICE_LOG_PAGE_SIZE).toBe(100);
    expect(parsed(ZWorkbookListQuery, {}).pageSize).toBe(100);
    expect([...CUTOFF_PAGE_SIZES]).toEqual([50, 100]);
    expect([...TAXONOMY_PAGE_SIZES]).toEqual([20, 50]);
  });

  it("[spec 3 §9] template id maximum length 5", () => {
    expect(ZCreateTemplateMapping.safeParse({ countryCode: "DE", avvokaOriginalTemplateId: "12345" }).success).toBe(
      true,
    );
    expect(ZCreateTemplateMapping.safeParse({ countryCode: "DE", avvokaOriginalTemplateId: "123456" }).success).toBe(
      false,
    );
  });

  it("[spec 3 §9] time picker step 15 minutes; the latest default time is 23:45", () => {
    expect(TIME_STEP_MINUTES).toBe(15);
    expect(LATEST_TIME).toBe("23:45");
  });

  it("[spec 3 §2] the LSP list's countries column shows the first 3 sorted countries plus a count of the rest", () => {
    expect(formatCountries(["Spain", "Austria", "France", "Germany", "Belgium"])).toBe("Austria, Belgium, France +2");
    expect(formatCountries(["Spain", "Austria"])).toBe("Austria, Spain");
  });
});
