// The ERP (NetSuite) endpoint employee records are delivered to. Unset: the export answers 'not configured'.
export function erpEndpoint(): string | null {
  const url = process.env.ERP_EXPORT_URL?.trim();
  return url ? url : null;
}

export const ERP_NOT_CONFIGURED =
  "ERP export is not configured: set ERP_EXPORT_URL to the NetSuite integration endpoint to enable it.";
export const ERP_EXPORT_JOB = "erp-export-employee";
