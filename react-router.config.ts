import type { Config } from "@react-router/dev/config";

export default {
  ssr: true,
  // BUILD_DIR lets tests and parallel builds use their own output folder; production uses ./build.
  buildDirectory: process.env.BUILD_DIR ?? "build",
} satisfies Config;
