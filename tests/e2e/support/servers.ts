// Ports of the two e2e servers and their databases (scripts/start.ts with OMNI_DB_PORT).
export const E2E = {
  port: 3100,
  dbPort: 54330,
  readOnlyPort: 3101,
  readOnlyDbPort: 54331,
  baseURL: "http://localhost:3100",
  readOnlyBaseURL: "http://localhost:3101",
  databaseUrl: "postgresql://postgres:postgres@127.0.0.1:54330/omniplatform",
  readOnlyDatabaseUrl: "postgresql://postgres:postgres@127.0.0.1:54331/omniplatform",
};
