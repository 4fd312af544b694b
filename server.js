// Starts the product. `node server.js` serves the production build; `node server.js --dev` runs Vite.
import path from "node:path";
import { pathToFileURL } from "node:url";

const development = process.argv.includes("--dev");

async function main() {
  let startServer;
  let viteDevServer;
  if (development) {
    const vite = await import("vite");
    viteDevServer = await vite.createServer({ server: { middlewareMode: true } });
    ({ startServer } = await viteDevServer.ssrLoadModule("./server/app.ts"));
  } else {
    const buildDir = process.env.BUILD_DIR ?? "build";
    ({ startServer } = await import(pathToFileURL(path.resolve(buildDir, "server/index.js")).href));
  }

  const running = await startServer({ viteDevServer });
  for (const signal of ["SIGTERM", "SIGINT"]) {
    process.once(signal, () => {
      // SIGTERM comes from an orchestrator, which is told first (SHUTDOWN_GRACE_MS); Ctrl-C stops at once.
      running.shutdown(signal, signal === "SIGINT" ? 0 : undefined).then(
        () => process.exit(0),
        (error) => {
          console.error(error);
          process.exit(1);
        },
      );
    });
  }
}

main().catch((error) => {
  // A configuration error already says what to fix; anything else gets its stack.
  console.error(error?.name === "ConfigError" ? error.message : error);
  process.exit(1);
});
