// The new integration navigation and its Integrations page exist only with the `newIntegration` flag (spec 1
// section 9, spec 3 section 2); the navigation reads the same flag from its context.
import { isFeatureOn } from "@/lib/config";

export function isNewIntegrationOn(): boolean {
  return isFeatureOn("newIntegration");
}
