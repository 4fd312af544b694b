import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { precompileMessages } from "./scripts/vite/precompile-messages";

export default defineConfig(({ isSsrBuild }) => ({
  // The server build bundles our own HTTP server (server/app.ts) together with the app.
  build: isSsrBuild ? { rollupOptions: { input: "./server/app.ts" } } : undefined,
  resolve: { tsconfigPaths: true },
  plugins: [tailwindcss(), reactRouter(), precompileMessages()],
}));
