import { createRequire } from "node:module";
import path from "node:path";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, type Plugin } from "vite";
import { artPreviews } from "./scripts/vite/art-previews";
import { precompileMessages } from "./scripts/vite/precompile-messages";
import { precompressAssets } from "./scripts/vite/precompress-assets";
import { subsetFonts } from "./scripts/vite/subset-fonts";

// The frame every public page loads: root, site layout, shared components, translation runtime, the shell's
// texts, the Intl formats (dates, prices, ratings: most pages, and without it here the booking chunk that
// imports it would take it in, and every page with a date or a price would download that), and React with
// React Router. One chunk instead of some twenty small ones, each of which would cost
// its own gzip header, import list and a dictionary that starts from nothing (docs/performance.md).
const SHELL_MODULES =
  /[\\/]app[\\/](root\.tsx|routes[\\/]site[\\/]layout\.tsx|components[\\/]|features[\\/]seo[\\/](json-ld|loader-meta)\.tsx?|features[\\/]spam[\\/](honeypot|honeypot-field|submission-token)\.tsx?|i18n[\\/]translate\.ts|i18n[\\/]messages[\\/]en[\\/]common\.ts|utils[\\/](constants|intl-formats)\.ts)|[\\/]node_modules[\\/](react|react-dom|react-router|scheduler|clsx|@lingui[\\/]core)[\\/]|rolldown[\\/]runtime/;
// The form layer's browser half, in two chunks instead of six (each chunk costs its own import list and
// starts its gzip dictionary from nothing): what every form route's clientAction needs (the refusal shape,
// its words, the refusal store), and what the forms themselves draw with (the alert, inline validation and
// the field kit, and the enquiry forms' two source fields; the staff tones and the checkbox stay out, with the
// staff screens that use them).
const FORM_REFUSAL_MODULES =
  /[\\/]app[\\/](features[\\/]forms[\\/](form-result|submit-with-refusals|refusal-store)\.ts|i18n[\\/]messages[\\/]en[\\/]forms-offline\.ts)$/;
const FORM_UI_MODULES =
  /[\\/]app[\\/]features[\\/]forms[\\/](form-alert\.tsx|inline-validation\.ts|fields\.tsx|source-fields\.tsx)$/;
const BOOKING_COMMON_MODULES =
  /[\\/]app[\\/](features[\\/]bookings[\\/]booking-price\.ts|utils[\\/](business-calendar|form-limits)\.ts|i18n[\\/]messages[\\/]en[\\/]booking-shared\.ts)$/;
// The booking flow's page: its first step, the summary, the step indicator and the flow's texts.
const BOOKING_FLOW_MODULES =
  /[\\/]app[\\/](routes[\\/]site[\\/]booking\.tsx|features[\\/]bookings[\\/](booking-flow|booking-flow-details|booking-summary|step-indicator)\.tsx|i18n[\\/]messages[\\/]en[\\/]booking-flow\.ts)$/;
// The operator's facts as the site layout's loader hands them down: read by the contact page, the chat, both
// booking forms and the footer. In a chunk of its own: a group captures its modules' imports too, so without
// this the booking flow's group took it in, and every page reading a phone number downloaded the whole flow.
// Only the public half: operator-facts.ts (sample values, staff checks) stays with the portal's screens.
const OPERATOR_FACTS_MODULES = /[\\/]app[\\/](components[\\/]use-operator-facts|utils[\\/]public-operator-facts)\.ts$/;
// The catalogue's formats (months, durations, prices, summaries) and their texts: read by every card and detail
// page. Named, or the booking flow's group captures them as its own imports, and every list and detail page
// then downloads the flow, its date rules and the form kit (15 kB gzipped) to format a month.
const CATALOGUE_FORMAT_MODULES = /[\\/]app[\\/](utils[\\/]format\.ts|i18n[\\/]messages[\\/]en[\\/]catalogue\.ts)$/;
// Loaded on demand (after hydration, or when first needed), so they must keep their own chunks.
const ON_DEMAND_MODULES =
  /[\\/]app[\\/]components[\\/](site-footer|fatal-error|not-found-page|language-suggestion-banner|ui[\\/]toaster|ui[\\/]toast-viewport|ui[\\/]hero-video)\.tsx$/;

// Vite wraps each dynamic import() in a helper that also preloads the imported chunk's dependencies and
// stylesheets; it weighs about 1 KB gzipped on every page. Every chunk loaded on demand here needs only
// modules and the one stylesheet every page already has, so a plain import() (whose own static imports the
// browser then fetches) does the same job. The list of files each call would have preloaded (the shell's
// stylesheet) is then never read, so it goes too: about 80 bytes gzipped in each chunk with an import().
function plainDynamicImports(): Plugin {
  const helperId = "\0vite/preload-helper.js";
  return {
    name: "plain-dynamic-imports",
    enforce: "pre",
    applyToEnvironment: (environment) => environment.config.consumer === "client",
    load: (id) => (id === helperId ? "export const __vitePreload = (load) => load();" : undefined),
    generateBundle: {
      order: "post",
      handler(_options, bundle) {
        for (const chunk of Object.values(bundle)) {
          if (chunk.type !== "chunk" || !chunk.code.includes("__vite__mapDeps")) continue;
          // The declaration's line is emptied rather than removed, so that source maps keep their lines.
          chunk.code = chunk.code
            .replace(/^const __vite__mapDeps=.*$/m, "")
            .replace(/,__vite__mapDeps\(\[[\d,]*\]\)/g, "");
        }
      },
    },
  };
}

// React Router's package points every import at its development build, which keeps its warnings and their
// texts in a production bundle (remix-run/react-router#14102). The browser's build takes the production
// build beside it, the same code with those warnings off. The server build leaves React Router to Node,
// which resolves the package itself: an alias there would bundle a second copy beside the one that
// @react-router/node and @react-router/express import (decision 039).
const reactRouterFolder = path.dirname(createRequire(import.meta.url).resolve("react-router/package.json"));
const reactRouterProductionBuild = [
  { find: /^react-router$/, replacement: path.join(reactRouterFolder, "dist/production/index.mjs") },
  { find: /^react-router\/dom$/, replacement: path.join(reactRouterFolder, "dist/production/dom-export.mjs") },
];

export default defineConfig(({ isSsrBuild, command }) => ({
  build: isSsrBuild
    ? // The server build bundles our own HTTP server (server/app.ts) together with the app.
      { rollupOptions: { input: "./server/app.ts" } }
    : {
        modulePreload: false,
        // BUILD_SOURCEMAP=true: source maps beside the browser's chunks, for reading a CPU profile
        // (docs/performance.md); production builds ship none.
        sourcemap: process.env.BUILD_SOURCEMAP === "true",
        rolldownOptions: {
          output: {
            codeSplitting: {
              groups: [
                { name: "shell", test: (id) => SHELL_MODULES.test(id) && !ON_DEMAND_MODULES.test(id) },
                // What both booking forms share (date rules, prices and their texts), in one chunk: left to
                // itself, Rolldown cuts it into five small ones, or puts the date rules with the 'Book This Safari'
                // form's texts, which /booking/{id} would then download for nothing.
                { name: "booking-common", test: BOOKING_COMMON_MODULES },
                { name: "form-refusals", test: FORM_REFUSAL_MODULES },
                { name: "form-ui", test: FORM_UI_MODULES },
                { name: "operator-facts", test: OPERATOR_FACTS_MODULES },
                { name: "catalogue-formats", test: CATALOGUE_FORMAT_MODULES },
                // Last, so that the groups above keep their modules. The flow's first step and its texts in one
                // chunk rather than two (the texts are shared with the later steps, which import them from it).
                { name: "booking-flow", test: BOOKING_FLOW_MODULES },
              ],
            },
          },
        },
      },
  resolve: { tsconfigPaths: true, alias: command === "build" && !isSsrBuild ? reactRouterProductionBuild : [] },
  plugins: [
    subsetFonts(),
    tailwindcss(),
    reactRouter(),
    precompileMessages(),
    plainDynamicImports(),
    precompressAssets(),
    artPreviews(),
  ],
}));
