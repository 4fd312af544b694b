import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { NonceProvider } from "~/components/nonce";
import { JsonLd, serializeJsonLd } from "./json-ld";

describe("serializeJsonLd", () => {
  it("adds the schema.org context once, and wraps several nodes in a graph", () => {
    expect(JSON.parse(serializeJsonLd({ "@type": "TravelAgency", name: "A" }))).toEqual({
      "@context": "https://schema.org",
      "@type": "TravelAgency",
      name: "A",
    });
    expect(JSON.parse(serializeJsonLd([{ "@type": "Review" }, { "@type": "Review" }]))).toEqual({
      "@context": "https://schema.org",
      "@graph": [{ "@type": "Review" }, { "@type": "Review" }],
    });
  });

  it("can never close the script or open a comment, yet parses back to the same text", () => {
    const hostile = "</script><script>alert(1)</script><!-- & \u2028 \u2029";
    const json = serializeJsonLd({ "@type": "Review", reviewBody: hostile });
    expect(json).not.toContain("<");
    expect(json).not.toContain(">");
    expect(json).not.toContain("&");
    expect(json).toContain("\\u003c/script\\u003e");
    expect(JSON.parse(json).reviewBody).toBe(hostile);
  });
});

describe("<JsonLd>", () => {
  it("renders a JSON-LD script carrying the response's nonce", () => {
    const html = renderToStaticMarkup(
      <NonceProvider value="abc123">
        <JsonLd data={{ "@type": "TouristDestination", name: "Maasai </script> Mara" }} />
      </NonceProvider>,
    );
    expect(html).toMatch(/^<script type="application\/ld\+json" nonce="abc123">/);
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    const json = html.replace(/^<script[^>]*>/, "").replace(/<\/script>$/, "");
    expect(JSON.parse(json)).toEqual({
      "@context": "https://schema.org",
      "@type": "TouristDestination",
      name: "Maasai </script> Mara",
    });
  });
});
