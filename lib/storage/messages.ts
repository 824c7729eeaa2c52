// Upload and download messages shared by every file route (spec 1 sections 5, 8 and 9). Pure: the browser imports them.
export const UPLOAD_MESSAGES = {
  processing: "This document is being processed and will be available soon.",
  malicious: "This document was flagged as malicious and is not available.",
  maliciousRegister: "This file was flagged as malicious by the virus scan and was not ingested.",
  notScanned: "This file has not been scanned for viruses (no virus scanner is configured).",
  scanFailed: "This file could not be scanned for viruses because it is missing from storage. Please upload it again.",
  chooseFile: "Please choose a file.",
  tooManyFiles: "Too many files in one upload.",
  notMultipart: "Expected a multipart form upload.",
  interrupted: "The upload was interrupted. Please try again.",
} as const;

export const SCAN_STATUS_HEADER = "x-scan-status";
