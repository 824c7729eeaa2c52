// Response shapes of the account API, type-only so client components can `import type` them.
import type { Json } from "@/lib/http/json";
import type { createApiToken, listApiTokens } from "@/lib/account/api-tokens";

export type ApiTokenView = Json<Awaited<ReturnType<typeof listApiTokens>>[number]>;
/** The answer to creating a token: the only time its plain value is shown. */
export type CreatedApiToken = Json<Awaited<ReturnType<typeof createApiToken>>>;
