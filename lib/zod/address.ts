// The one postal address schema (company registered address, seat and employee private address). Browser-safe.
import { z } from "zod";

const optionalLine = (max: number) => z.string().trim().max(max).optional().nullable();

export const ZAddress = z.object({
  addressLine1: z.string().trim().min(1, "Please enter an address").max(200),
  addressLine2: optionalLine(200),
  addressLine3: optionalLine(200),
  city: z.string().trim().min(1, "Please enter a city").max(100),
  state: optionalLine(100),
  country: z.string().trim().toUpperCase().length(2, "Please choose a country"),
  postalCode: z.string().trim().min(1, "Please enter a postal code").max(20),
});
export type TAddress = z.infer<typeof ZAddress>;
