import { describe, expect, it } from "vitest";
import { checkResidencyProof, proofContentType, RESIDENCY_PROOF_MAX_BYTES } from "./residency-proof";

const pdf = Buffer.from("%PDF-1.7\n%...");
const jpeg = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10]);
const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0]);

describe("proofContentType", () => {
  it.each([
    [pdf, "application/pdf"],
    [jpeg, "image/jpeg"],
    [png, "image/png"],
    [Buffer.from("GIF89a"), null],
    [Buffer.from("<html>%PDF-"), null],
    [Buffer.from([0xff, 0xd8]), null],
  ])("%#: reads the signature", (bytes, expected) => {
    expect(proofContentType(bytes)).toBe(expected);
  });
});

describe("checkResidencyProof", () => {
  it("keeps a PDF whatever it is called, with a name that cannot be a path", () => {
    expect(checkResidencyProof({ name: "../permit\u0000.pdf", size: pdf.length }, pdf)).toEqual({
      ok: true,
      contentType: "application/pdf",
      fileName: ".._permit.pdf",
    });
  });

  it("refuses a file named .png that is not one", () => {
    expect(checkResidencyProof({ name: "permit.png", size: 6 }, Buffer.from("GIF89a"))).toEqual({
      ok: false,
      error: "The file is not a PDF, JPEG or PNG.",
    });
  });

  it("refuses no file and a file over 5 MB", () => {
    expect(checkResidencyProof({ name: "", size: 0 }, Buffer.alloc(0)).ok).toBe(false);
    expect(checkResidencyProof({ name: "big.pdf", size: RESIDENCY_PROOF_MAX_BYTES + 1 }, pdf)).toEqual({
      ok: false,
      error: "The file is larger than 5 MB.",
    });
    expect(checkResidencyProof({ name: "edge.pdf", size: RESIDENCY_PROOF_MAX_BYTES }, pdf).ok).toBe(true);
  });
});
