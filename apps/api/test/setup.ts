import { afterAll } from "vitest";
import { releaseFileResources } from "./helpers/database.ts";

// Runs before every API test file: whatever the file opened (apps, pools, its database) is released after it.
afterAll(releaseFileResources);
