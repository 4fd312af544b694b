// Structured data in the page: one <script type="application/ld+json"> carrying the response's nonce.
import { useNonce } from "~/components/nonce";
import type { JsonLdNode } from "./structured-data";

const SCHEMA_ORG = "https://schema.org";

/**
 * The JSON text for a script element: "@context" added once at the top (several nodes become an
 * @graph), and every character that could end the script or open a comment ("<", ">", "&") written as a
 * \u escape, so text from staff or travellers can never break out of it. Line and paragraph separators
 * are escaped too, for older parsers.
 */
export function serializeJsonLd(data: JsonLdNode | JsonLdNode[]): string {
  const document = Array.isArray(data)
    ? { "@context": SCHEMA_ORG, "@graph": data }
    : { "@context": SCHEMA_ORG, ...data };
  return JSON.stringify(document)
    .replace(/</g, "\\u003c")
    .replace(/>/g, "\\u003e")
    .replace(/&/g, "\\u0026")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}

export function JsonLd({ data }: { data: JsonLdNode | JsonLdNode[] }) {
  const nonce = useNonce();
  const html = { __html: serializeJsonLd(data) };
  // biome-ignore lint/security/noDangerouslySetInnerHtml: serializeJsonLd escapes everything that could end the script
  return <script type="application/ld+json" nonce={nonce} dangerouslySetInnerHTML={html} />;
}
