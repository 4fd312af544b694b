// Serves the M-Pesa callback route on 127.0.0.1 as the app server would (a Fetch Request in, its Response out),
// at the path the app hands out and the old one, so a Daraja stand-in can post callbacks to it over real HTTP.
import http from "node:http";
import type { AddressInfo } from "node:net";
import type { AppLoadContext } from "react-router";
import { action as callbackAction, loader as callbackLoader } from "~/routes/resources/mpesa-callback";

export async function startMpesaCallbackReceiver(
  context: () => AppLoadContext,
): Promise<{ server: http.Server; baseUrl: string; stop: () => Promise<void> }> {
  const server = http.createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const url = new URL(req.url ?? "/", `http://${req.headers.host}`);
    const headers = new Headers();
    for (const [name, value] of Object.entries(req.headers)) if (typeof value === "string") headers.set(name, value);
    const request = new Request(url, {
      method: req.method,
      headers,
      body: req.method === "GET" || req.method === "HEAD" ? undefined : Buffer.concat(chunks),
    });
    const match = /^\/api\/payments\/(?:mobile-money|mpesa)\/callback\/([^/]+)$/.exec(url.pathname);
    let response: Response;
    try {
      if (!match) response = new Response("Not Found", { status: 404 });
      else {
        const args = { request, params: { secret: decodeURIComponent(match[1] ?? "") }, context: context() } as never;
        response = (await (req.method === "POST" ? callbackAction(args) : callbackLoader())) as Response;
      }
    } catch (thrown) {
      response = thrown instanceof Response ? thrown : new Response(String(thrown), { status: 500 });
    }
    res.writeHead(response.status, Object.fromEntries(response.headers));
    res.end(Buffer.from(await response.arrayBuffer()));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", () => resolve()));
  return {
    server,
    baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
