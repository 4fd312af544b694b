// Vite plugin: writes `<file>.br` (brotli, quality 11) and `<file>.gz` (Zopfli gzip) beside every compressible
// file in <build>/client/assets, the way nginx's brotli_static and gzip_static expect them. The server sends
// them as they are (server/precompressed-assets.ts) instead of compressing each request at zlib's default
// level: smaller files on the wire, and no compression work per request.
//
// Two passes: after the client build, every file; after the server build, whatever appeared in
// client/assets since (React Router writes its browser manifest, `manifest-<hash>.js`, during the server
// build, and moves there any asset only the server build emitted).
import { existsSync } from "node:fs";
import { readdir, readFile, rm, stat, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { Worker } from "node:worker_threads";
import zlib from "node:zlib";
import type { Plugin } from "vite";

/** Text formats worth compressing; fonts (woff2) and pictures are compressed already. */
const COMPRESSIBLE = /\.(?:m?js|cjs|css|svg|json|map|txt|xml|html|webmanifest|wasm)$/i;
/** Zopfli's passes per block: its own default. Fewer barely saves time here (most goes on block splitting). */
const ZOPFLI_ITERATIONS = 15;

const brotliCompress = promisify(zlib.brotliCompress);
const zlibGzip = promisify(zlib.gzip);

export async function brotli(input: Buffer): Promise<Buffer> {
  return brotliCompress(input, {
    params: {
      [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
      [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: input.length,
    },
  });
}

export interface Gzipper {
  name: string;
  gzip(input: Buffer): Promise<Buffer>;
  close(): Promise<void>;
  /** Files Zopfli failed on, gzipped by zlib at level 9 instead. */
  failures(): number;
}

export function zlibGzipper(): Gzipper {
  return {
    name: "zlib level 9",
    gzip: (input) => zlibGzip(input, { level: 9 }),
    close: async () => {},
    failures: () => 0,
  };
}

// Zopfli is WebAssembly and runs on the thread that calls it: one worker per core compresses files side by side.
const WORKER_SOURCE = `
const { parentPort, workerData } = require("node:worker_threads");
const zopfli = require(workerData.zopfli);
parentPort.on("message", (input) => {
  zopfli.gzip(input, { numiterations: workerData.iterations }, (error, output) => {
    parentPort.postMessage(error ? { error: String(error) } : { output });
  });
});
`;

/** Zopfli on a pool of worker threads; zlib at level 9 for a file Zopfli fails on, or without Zopfli. */
export function zopfliGzipper(threads = Math.min(4, os.availableParallelism())): Gzipper {
  let zopfli: string;
  try {
    zopfli = createRequire(import.meta.url).resolve("@gfx/zopfli");
  } catch {
    return zlibGzipper();
  }
  const workers = Array.from({ length: Math.max(1, threads) }, () => {
    const worker = new Worker(WORKER_SOURCE, { eval: true, workerData: { zopfli, iterations: ZOPFLI_ITERATIONS } });
    worker.unref();
    return worker;
  });
  const idle = [...workers];
  const waiting: ((worker: Worker) => void)[] = [];
  let failures = 0;

  const run = (worker: Worker, input: Buffer) =>
    new Promise<Buffer>((resolve, reject) => {
      const done = () => {
        worker.off("message", onMessage);
        worker.off("error", onError);
        worker.off("exit", onExit);
      };
      const onMessage = (message: { output?: Uint8Array; error?: string }) => {
        done();
        if (message.output) resolve(Buffer.from(message.output));
        else reject(new Error(message.error ?? "no output"));
      };
      const onError = (error: Error) => {
        done();
        reject(error);
      };
      const onExit = (code: number) => {
        done();
        reject(new Error(`Zopfli worker exited (${code})`));
      };
      worker.on("message", onMessage);
      worker.on("error", onError);
      worker.on("exit", onExit);
      worker.postMessage(input);
    });

  return {
    name: `Zopfli, ${ZOPFLI_ITERATIONS} iterations, ${workers.length} threads`,
    async gzip(input) {
      const worker = idle.pop() ?? (await new Promise<Worker>((resolve) => waiting.push(resolve)));
      try {
        return await run(worker, input);
      } catch {
        failures++;
        return zlibGzip(input, { level: 9 });
      } finally {
        const next = waiting.shift();
        if (next) next(worker);
        else idle.push(worker);
      }
    },
    async close() {
      await Promise.all(workers.map((worker) => worker.terminate()));
    },
    failures: () => failures,
  };
}

export interface PrecompressResult {
  files: number;
  originalBytes: number;
  gzipBytes: number;
  brotliBytes: number;
}

async function listFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true }).catch((error: NodeJS.ErrnoException) => {
    if (error.code === "ENOENT") return [];
    throw error;
  });
  const files: string[] = [];
  for (const entry of entries) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) files.push(...(await listFiles(full)));
    else if (entry.isFile()) files.push(full);
  }
  return files;
}

/**
 * Writes the .br and .gz of every compressible file under `dir` (with `modifiedSince`, of those written since
 * that time). A variant is kept only when it is smaller than the file (a 60-byte module would grow); then a
 * variant left by an earlier build is removed, and the server sends the file itself.
 */
export async function precompressDirectory(
  dir: string,
  gzipper: Pick<Gzipper, "gzip">,
  { modifiedSince }: { modifiedSince?: number } = {},
): Promise<PrecompressResult> {
  const result: PrecompressResult = { files: 0, originalBytes: 0, gzipBytes: 0, brotliBytes: 0 };
  const files = (await listFiles(dir)).filter((file) => COMPRESSIBLE.test(file));
  const stats = await Promise.all(files.map(async (file) => ({ file, stats: await stat(file) })));
  const sized = stats
    .filter(({ stats }) => modifiedSince === undefined || stats.mtimeMs >= modifiedSince)
    .map(({ file, stats }) => ({ file, size: stats.size }));
  // Largest first, so the last file to finish is a small one.
  sized.sort((a, b) => b.size - a.size);
  const write = async (file: string, original: Buffer, variant: Buffer): Promise<number> => {
    if (variant.length < original.length) {
      await writeFile(file, variant);
      return variant.length;
    }
    await rm(file, { force: true });
    return original.length;
  };
  // Brotli runs on libuv's thread pool, Zopfli on its worker threads.
  await Promise.all(
    sized.map(async ({ file }) => {
      const original = await readFile(file);
      const [br, gz] = await Promise.all([brotli(original), gzipper.gzip(original)]);
      const [brBytes, gzBytes] = await Promise.all([
        write(`${file}.br`, original, br),
        write(`${file}.gz`, original, gz),
      ]);
      result.files++;
      result.originalBytes += original.length;
      result.brotliBytes += brBytes;
      result.gzipBytes += gzBytes;
    }),
  );
  return result;
}

const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;

export function precompressAssets(): Plugin {
  let assetsDir = "assets";
  let buildStarted = 0;
  return {
    name: "precompress-assets",
    apply: "build",
    configResolved(config) {
      assetsDir = config.build.assetsDir;
    },
    buildStart() {
      // With room to spare: some file systems keep modification times to the second or two.
      buildStarted = Date.now() - 2000;
    },
    writeBundle: {
      order: "post",
      sequential: true,
      async handler(options) {
        if (!options.dir) return;
        const client = this.environment.config.consumer === "client";
        // React Router writes the server build to <build>/server and the browser's files to <build>/client.
        const dir = client ? path.join(options.dir, assetsDir) : path.resolve(options.dir, "..", "client", assetsDir);
        if (!existsSync(dir)) return;
        const started = performance.now();
        const gzipper = zopfliGzipper();
        let result: PrecompressResult;
        try {
          result = await precompressDirectory(dir, gzipper, client ? {} : { modifiedSince: buildStarted });
        } finally {
          await gzipper.close();
        }
        if (gzipper.failures() > 0) {
          this.environment.logger.warn(`Zopfli failed on ${gzipper.failures()} file(s): zlib level 9 gzipped them`);
        }
        if (result.files === 0) return;
        const seconds = ((performance.now() - started) / 1000).toFixed(1);
        this.environment.logger.info(
          `precompressed ${result.files} ${client ? "" : "more "}file${result.files === 1 ? "" : "s"} of ${path.relative(process.cwd(), dir)} ` +
            `in ${seconds} s: ${kB(result.originalBytes)} -> ${kB(result.gzipBytes)} .gz (${gzipper.name}), ` +
            `${kB(result.brotliBytes)} .br (brotli quality 11)`,
        );
      },
    },
  };
}
