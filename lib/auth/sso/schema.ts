import { z } from "zod";

const ZDomain = z
  .string()
  .trim()
  .toLowerCase()
  .regex(/^(?=.{1,253}$)([a-z0-9-]+\.)+[a-z]{2,}$/, "Please enter a domain such as example.com");

/** The back-office form and the handlers share it. clientSecret: required on create, kept when left empty on edit. */
export const ZIdentityProviderInput = z.object({
  name: z.string().trim().min(1, "Please enter a name").max(100),
  companyId: z.string().trim().max(40).nullable().optional(),
  issuer: z.string().trim().url("Please enter the issuer URL").max(500),
  clientId: z.string().trim().min(1, "Please enter the client id").max(300),
  clientSecret: z.string().max(1000).optional(),
  emailDomains: z.array(ZDomain).min(1, "Please enter at least one e-mail domain").max(50),
  enabled: z.boolean().default(true),
});
export type TIdentityProviderInput = z.input<typeof ZIdentityProviderInput>;

export const ZIdentityProviderParams = z.object({ id: z.string().min(1).max(40) });

/** Never the secret, not even sealed. */
export const ZIdentityProvider = z.object({
  id: z.string(),
  name: z.string(),
  companyId: z.string().nullable(),
  companyName: z.string().nullable(),
  issuer: z.string(),
  clientId: z.string(),
  emailDomains: z.array(z.string()),
  enabled: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export const ZIdentityProviderList = z.object({ data: z.array(ZIdentityProvider) });

export const ZSsoDiscoverQuery = z.object({ email: z.string().trim().max(320) });
export const ZSsoDiscovery = z.object({ sso: z.boolean(), startUrl: z.string().nullable() });

export const ZSsoStartQuery = z.object({
  email: z.string().trim().email().max(320),
  callbackUrl: z.string().max(2000).optional(),
});

/** The back-office form: the domains typed as one comma-separated text, the same rules per domain. */
export const ZIdentityProviderForm = ZIdentityProviderInput.extend({
  emailDomains: z
    .string()
    .transform((text) =>
      text
        .split(/[,\s]+/)
        .map((d) => d.trim())
        .filter(Boolean),
    )
    .pipe(z.array(ZDomain).min(1, "Please enter at least one e-mail domain").max(50)),
  clientSecret: z.string().min(1, "Please enter the client secret").max(1000),
});
export type TIdentityProviderFormInput = z.input<typeof ZIdentityProviderForm>;
export type TIdentityProviderFormOutput = z.output<typeof ZIdentityProviderForm>;
export type IdentityProviderDto = z.infer<typeof ZIdentityProvider>;
