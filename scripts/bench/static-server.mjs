// A plain static file server, the yardstick the throughput section compares the app with: it answers every GET
// with one HTML file read from disk once at start, gzipped once ahead of time (as nginx's gzip_static would),
// with nothing else to do per request. Run by the bench as its own process, so it gets a core like the app:
//   node scripts/bench/static-server.mjs <file> <port>
import { readFileSync } from "node:fs";
import http from "node:http";
import { gzipSync } from "node:zlib";

const [file, port] = process.argv.slice(2);
if (!file || !port) {
  process.stderr.write("usage: node static-server.mjs <file> <port>\n");
  process.exit(2);
}
const body = readFileSync(file);
const gzipped = gzipSync(body);

const server = http.createServer((request, response) => {
  if (request.method !== "GET" && request.method !== "HEAD") {
    response.writeHead(405, { Allow: "GET, HEAD" }).end();
    return;
  }
  const gzip = /\bgzip\b/.test(String(request.headers["accept-encoding"] ?? ""));
  const payload = gzip ? gzipped : body;
  response.writeHead(200, {
    "Content-Type": "text/html; charset=utf-8",
    "Content-Length": payload.length,
    Vary: "Accept-Encoding",
    ...(gzip ? { "Content-Encoding": "gzip" } : {}),
  });
  response.end(request.method === "HEAD" ? undefined : payload);
});
server.keepAliveTimeout = 60_000;
server.listen(Number(port), "127.0.0.1", () => process.stdout.write("listening\n"));
process.once("SIGTERM", () => {
  server.close(() => process.exit(0));
  server.closeAllConnections();
});
