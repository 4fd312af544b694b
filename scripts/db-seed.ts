// `npm run db:seed`: migrates, then seeds the sample catalogue if this database never had it.
import path from "node:path";
import { openDatabase } from "~/db/client.server";
import { seedDatabase } from "~/seed/seed.server";
import { loadConfig } from "~/utils/env.server";

const config = loadConfig();
const database = await openDatabase({
  url: config.DATABASE_URL,
  dataDir: config.DATABASE_URL ? undefined : path.join(config.DATA_DIR, "db"),
});
await database.migrate();
const result = await seedDatabase(database.db);
await database.close();
console.log(
  result.seeded ? `Sample content seeded: ${JSON.stringify(result.counts)}` : "Sample content already present.",
);
