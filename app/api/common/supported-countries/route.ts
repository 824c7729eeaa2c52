import { route } from "@/lib/http/route";
import { listSupportedCountries } from "@/lib/contractors/list-supported-countries";

export const GET = route({ permission: "supportedCountries.read" }, () => listSupportedCountries());
