// The supplementaryBenefitsCost flag (spec 1 section 9) switches the fee quote's supplementary benefits fee (spec 1
// section 3): off, quotes carry no such fee (null) and screens show no line for it.
import { isFeatureOn } from "@/lib/config";

export function supplementaryBenefitsCostOn(): boolean {
  return isFeatureOn("supplementaryBenefitsCost");
}
