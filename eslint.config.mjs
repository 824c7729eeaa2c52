import nextVitals from "eslint-config-next/core-web-vitals";
import nextTs from "eslint-config-next/typescript";

// lib/ is platform code and domains (docs/development.md 'Layout and conventions'). Platform code imports no domain: a domain plugs its rule in
// as a parameter (an upload policy, gate rules, the webhook form's workflows) or through a registry assembled at
// the top (scripts/worker.ts). Every other lib/ folder is a domain, or a layer above them (pages/, swr/, openapi/,
// navigation.ts). tests/unit/core/platform-imports.test.ts checks the same without ESLint.
const PLATFORM_DIRS = [
  "auth",
  "access",
  "storage",
  "http",
  "jobs",
  "webhooks",
  "mail",
  "zod",
  "audit-trail",
  "observability",
  "keys",
  "pdf",
  "queries",
];
const PLATFORM_FILES = ["workflow", "db", "errors", "config", "dates", "money", "audit", "policy"];
const PLATFORM = [...PLATFORM_DIRS, ...PLATFORM_FILES];

const config = [
  ...nextVitals,
  ...nextTs,
  {
    ignores: [
      "node_modules/**",
      ".next/**",
      "generated/**",
      ".data/**",
      "next-env.d.ts",
      "test-results/**",
      "playwright-report/**",
      "scripts/unref-long-timers.cjs",
    ],
  },
  {
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      // Full page loads are deliberate after sign-in/out, password and e-mail changes and 401s: they drop
      // every client cache that belonged to the previous session.
      "@next/next/no-location-assign-relative-destination": "off",
    },
  },
  {
    // The sizes the code keeps (docs/development.md 'Layout and conventions'): a screen's file at most 300 lines, a lib/ file at most 600, any
    // function at most 150; past that, split by part (beside the page) or by use case (one per file).
    files: ["app/**/*.{ts,tsx}", "components/**/*.{ts,tsx}"],
    rules: {
      "max-lines": ["error", { max: 300 }],
      "max-lines-per-function": ["error", { max: 150 }],
    },
  },
  {
    // Server code logs through lib/observability/logger.ts (JSON lines, secrets redacted); console is for scripts/.
    files: ["lib/**/*.{ts,tsx}", "app/**/*.{ts,tsx}", "components/**/*.{ts,tsx}"],
    rules: { "no-console": "error" },
  },
  {
    files: ["lib/**/*.{ts,tsx}"],
    ignores: ["lib/openapi/route-modules.generated.ts"],
    rules: {
      "max-lines": ["error", { max: 600 }],
      "max-lines-per-function": ["error", { max: 150 }],
    },
  },
  {
    files: [
      ...PLATFORM_DIRS.map((dir) => `lib/${dir}/**/*.{ts,tsx}`),
      ...PLATFORM_FILES.map((file) => `lib/${file}.ts`),
    ],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              regex: `^@/lib/(?!(${PLATFORM.join("|")})(/|$))`,
              message:
                "Platform code imports no domain: take the domain's rule as a parameter or a registry (docs/development.md 'Layout and conventions').",
            },
            { regex: "^@/(app|components)(/|$)", message: "Platform code imports no route, page or component." },
            { regex: "^\\.", message: "Platform code imports through @/lib/... (so this rule sees where it goes)." },
          ],
        },
      ],
    },
  },
];
export default config;
