// Two projects: unit (jsdom, pure code and components) and integration (node, a real embedded
// PostgreSQL started once by tests/setup/jest-global-setup.ts with the migrations applied).
import nextJest from "next/jest.js";

const createJestConfig = nextJest({ dir: "./" });

const shared = {
  moduleNameMapper: {
    "^@/(.*)$": "<rootDir>/$1",
    "^@prisma/client/runtime/(.*)\\.mjs$": "<rootDir>/node_modules/@prisma/client/runtime/$1.js",
    "^server-only$": "<rootDir>/tests/setup/empty-module.js",
  },
};

const unit = await createJestConfig({
  ...shared,
  displayName: "unit",
  testEnvironment: "jsdom",
  testMatch: ["<rootDir>/tests/unit/**/*.test.ts?(x)"],
  setupFilesAfterEnv: ["<rootDir>/tests/setup/jest-dom.ts"],
})();

const integration = await createJestConfig({
  ...shared,
  displayName: "integration",
  testEnvironment: "node",
  // tests/spec/: the conformance suite, one test per rule of ../shared/spec, against the same real database.
  testMatch: ["<rootDir>/tests/integration/**/*.test.ts", "<rootDir>/tests/spec/**/*.test.ts"],
  setupFiles: ["<rootDir>/tests/setup/integration-env.ts"],
  setupFilesAfterEnv: ["<rootDir>/tests/setup/integration-cleanup.ts"],
})();

const config = {
  projects: [unit, integration],
  globalSetup: "<rootDir>/tests/setup/jest-global-setup.ts",
  globalTeardown: "<rootDir>/tests/setup/jest-global-teardown.ts",
  testSequencer: "<rootDir>/tests/setup/test-sequencer.mjs",
  testTimeout: 30000,
};

export default config;
