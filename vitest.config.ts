import { defineConfig } from "vitest/config";

/**
 * Two projects: `unit` (pure rules, no database, milliseconds) and `api` (every route through app.inject()
 * against one real PostgreSQL per run, a fresh database per test file). `npm run test:unit`, `npm run test:api`.
 */
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: "unit",
          environment: "node",
          include: ["packages/contracts/src/**/*.test.ts", "apps/web/app/**/*.test.{ts,tsx}", "apps/api/src/**/*.test.ts"],
        },
      },
      {
        test: {
          name: "api",
          environment: "node",
          include: ["apps/api/test/**/*.test.ts"],
          globalSetup: ["apps/api/test/global-setup.ts"],
          setupFiles: ["apps/api/test/setup.ts"],
          // Files are isolated by their own database (helpers/database.ts), not by re-importing the whole app for
          // each file: that import is most of a file's cost. Two workers, since requests mostly wait on PostgreSQL.
          isolate: false,
          maxWorkers: 2,
          testTimeout: 20_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
