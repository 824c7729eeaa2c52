// Spec 1 section 8 and spec 2 section 8: the toasts titled Error when a company screen cannot load its data
// (the company page and its edit page, the add-hire page, the company invoices page). Plain strings, importable
// from server pages and client components alike.
export const CLIENT_INFO_ERROR = "Something went wrong while getting client information. Please contact support.";
export const PRODUCTS_ERROR = "Something went wrong while getting company available products. Please contact support.";
export const INVOICES_LOAD_ERROR = "Something went wrong while getting invoice reports. Please contact support.";
