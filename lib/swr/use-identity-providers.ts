"use client";

import useSWR from "swr";
import type { z } from "zod";
import { swrFetcher } from "@/lib/http/client";
import type { ZIdentityProviderList } from "@/lib/auth/sso/schema";

/** GET /api/back-office/identity-providers: every single sign-on provider (OP admins). */
export function useIdentityProviders() {
  return useSWR<z.infer<typeof ZIdentityProviderList>>("/api/back-office/identity-providers", swrFetcher);
}
