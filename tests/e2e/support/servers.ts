// Ports of the two e2e servers and their databases (scripts/start.ts with OMNI_DB_PORT).
// E2E_PORT_OFFSET moves all four, so two checkouts on one machine can run the suite side by side.
const offset = Number(process.env.E2E_PORT_OFFSET ?? 0);
const port = 3100 + offset;
const dbPort = 54330 + offset * 2;
const readOnlyPort = 3101 + offset;
const readOnlyDbPort = 54331 + offset * 2;

export const E2E = {
  port,
  dbPort,
  readOnlyPort,
  readOnlyDbPort,
  baseURL: `http://localhost:${port}`,
  readOnlyBaseURL: `http://localhost:${readOnlyPort}`,
  databaseUrl: `postgresql://postgres:postgres@127.0.0.1:${dbPort}/omniplatform`,
  readOnlyDatabaseUrl: `postgresql://postgres:postgres@127.0.0.1:${readOnlyDbPort}/omniplatform`,
};
