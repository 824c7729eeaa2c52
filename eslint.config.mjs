import nextVitals from "eslint-config-next/core-web-vitals";
import nextTs from "eslint-config-next/typescript";

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
];
export default config;
