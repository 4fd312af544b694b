// `npm run db:migrate`: applies pending migrations to the configured database without starting the server.
import path from "node:path";
import { openDatabase } from "~/db/client.server";
import { loadConfig } from "~/utils/env.server";

const config = loadConfig();
const database = await openDatabase({
  url: config.DATABASE_URL,
  dataDir: config.DATABASE_URL ? undefined : path.join(config.DATA_DIR, "db"),
});
await database.migrate();
await database.close();
console.log(`Migrations applied (${database.kind}).`);
