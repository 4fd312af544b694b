import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, type Plugin } from "vite";
import { precompileMessages } from "./scripts/vite/precompile-messages";
import { precompressAssets } from "./scripts/vite/precompress-assets";
import { subsetFonts } from "./scripts/vite/subset-fonts";

// The frame every public page loads: root, site layout, shared components, translation runtime, the shell's
// texts, and React with React Router. One chunk instead of some twenty small ones, each of which would cost
// its own gzip header, import list and a dictionary that starts from nothing (docs/performance.md).
const SHELL_MODULES =
  /[\\/]app[\\/](root\.tsx|routes[\\/]site[\\/]layout\.tsx|components[\\/]|features[\\/]seo[\\/](json-ld|loader-meta)\.tsx?|features[\\/]spam[\\/](honeypot|honeypot-field|submission-token)\.tsx?|i18n[\\/]translate\.ts|i18n[\\/]messages[\\/]en[\\/]common\.ts|utils[\\/]constants\.ts)|[\\/]node_modules[\\/](react|react-dom|react-router|scheduler|clsx|@lingui[\\/]core)[\\/]|rolldown[\\/]runtime/;
const BOOKING_DATE_MODULES = /[\\/]app[\\/]features[\\/]bookings[\\/](calendar-date|booking-limits)\.ts$/;
// Loaded on demand (after hydration, or when first needed), so they must keep their own chunks.
const ON_DEMAND_MODULES =
  /[\\/]app[\\/]components[\\/](site-footer|fatal-error|not-found-page|ui[\\/]toaster|ui[\\/]toast-viewport|ui[\\/]hero-video)\.tsx$/;

// Vite wraps each dynamic import() in a helper that also preloads the imported chunk's dependencies and
// stylesheets; it weighs about 1 KB gzipped on every page. Every chunk loaded on demand here needs only
// modules and the one stylesheet every page already has, so a plain import() (whose own static imports the
// browser then fetches) does the same job.
function plainDynamicImports(): Plugin {
  const helperId = "\0vite/preload-helper.js";
  return {
    name: "plain-dynamic-imports",
    enforce: "pre",
    applyToEnvironment: (environment) => environment.config.consumer === "client",
    load: (id) => (id === helperId ? "export const __vitePreload = (load) => load();" : undefined),
  };
}

export default defineConfig(({ isSsrBuild }) => ({
  build: isSsrBuild
    ? // The server build bundles our own HTTP server (server/app.ts) together with the app.
      { rollupOptions: { input: "./server/app.ts" } }
    : {
        modulePreload: false,
        rolldownOptions: {
          output: {
            codeSplitting: {
              groups: [
                { name: "shell", test: (id) => SHELL_MODULES.test(id) && !ON_DEMAND_MODULES.test(id) },
                // The booking date rules serve both booking forms and their checks; left to itself, Rolldown puts
                // them with the 'Book This Safari' form's texts, which /booking/{id} would download for nothing.
                { name: "booking-dates", test: BOOKING_DATE_MODULES },
              ],
            },
          },
        },
      },
  resolve: { tsconfigPaths: true },
  plugins: [
    subsetFonts(),
    tailwindcss(),
    reactRouter(),
    precompileMessages(),
    plainDynamicImports(),
    precompressAssets(),
  ],
}));
