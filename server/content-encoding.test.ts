import { describe, expect, it } from "vitest";
import { chooseEncoding } from "./content-encoding";

describe("chooseEncoding", () => {
  const both = ["br", "gzip"] as const;

  it.each([
    ["gzip, deflate, br, zstd", "br"],
    ["gzip, deflate", "gzip"],
    ["br", "br"],
    ["br;q=0.5, gzip", "gzip"],
    ["br;q=0.5, gzip;q=0.5", "br"],
    ["gzip;q=0, br;q=0", null],
    ["br;q=0, gzip", "gzip"],
    ["br;q=0.001", "br"],
    ["*", "br"],
    ["*;q=0.5, gzip", "gzip"],
    ["*;q=0, identity", null],
    ["deflate", null],
    ["identity", null],
    ["identity;q=1, br;q=0.5, gzip;q=0.2", null],
    ["identity;q=0.5, br;q=0.5", "br"],
    ["identity;q=0.6, br;q=0.5", null],
    ["br;q=0.5, deflate", "br"],
    ["identity;q=0, gzip", "gzip"],
    ["", null],
  ])("%j -> %s", (header, expected) => {
    expect(chooseEncoding(header, both)).toBe(expected);
  });

  it("sends the file itself to a client that sends no Accept-Encoding", () => {
    expect(chooseEncoding(undefined, both)).toBeNull();
  });

  it("only chooses among the variants that exist", () => {
    expect(chooseEncoding("br, gzip", ["gzip"])).toBe("gzip");
    expect(chooseEncoding("br", ["gzip"])).toBeNull();
    expect(chooseEncoding("gzip", ["br"])).toBeNull();
    expect(chooseEncoding("br, gzip", [])).toBeNull();
  });
});
