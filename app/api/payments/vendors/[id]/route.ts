import { route } from "@/lib/http/route";
import { ZVendorParams, ZVendorPatch } from "@/lib/finance/schema";
import { updateVendor } from "@/lib/finance/update-vendor";

// PATCH /payments/vendors/{id}: accounting name, country, currencies.
export const PATCH = route(
  { permission: "payments.manage", params: ZVendorParams, body: ZVendorPatch, summary: "Update a payment vendor" },
  ({ actor, params, body }) => updateVendor(actor, params.id, body),
);
