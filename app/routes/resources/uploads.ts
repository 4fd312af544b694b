// /uploads/*: pictures staff uploaded. A file's name never changes content, so it may be cached for a
// year. The bare base name (what an image column holds) answers with the widest AVIF or WebP the
// browser accepts, so a plain <img src> works too.

import { isValidMediaKey } from "~/services/storage/media-key";
import { mediaStorageFor } from "~/services/storage/media-storage.server";
import { pictureSources, uploadedImageBase, variantKey } from "~/utils/picture";
import type { Route } from "./+types/uploads";

const FOREVER = "public, max-age=31536000, immutable";

function notFound(): Response {
  return new Response("Not found", {
    status: 404,
    headers: { "Content-Type": "text/plain", "Cache-Control": "no-store" },
  });
}

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const name = params["*"] ?? "";
  const storage = mediaStorageFor(context.config);
  // X-Content-Type-Options: nosniff comes from the server's security headers, like every response's.
  const headers = new Headers({ "Cache-Control": FOREVER });

  let key = name;
  const base = uploadedImageBase(`/uploads/${name}`);
  if (base && pictureSources(`/uploads/${name}`)) {
    const acceptsAvif = /image\/avif/.test(request.headers.get("accept") ?? "");
    key = variantKey(base.base, base.widest, acceptsAvif ? "avif" : "webp");
    headers.set("Vary", "Accept");
  }
  if (!isValidMediaKey(key)) return notFound();

  const file = await storage.get(key);
  if (!file) return notFound();
  headers.set("Content-Type", file.contentType);
  headers.set("Content-Length", String(file.size));
  return new Response(request.method === "HEAD" ? null : new Uint8Array(file.body), { status: 200, headers });
}
