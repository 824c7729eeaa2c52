import { route } from "@/lib/http/route";
import { getLegalEntityConf } from "@/lib/taxonomies/get-le-conf";

// GET /taxonomies/le-conf: the legal entity configuration for the taxonomy update form.
export const GET = route({ permission: "taxonomies.manage" }, async () => ({ items: await getLegalEntityConf() }));
