import { describe, expect, it } from "vitest";
import {
  checkResidencyProof,
  proofContentType,
  RESIDENCY_PROOF_MAX_BYTES,
  residencyProofFileName,
  servedProofContentType,
} from "./residency-proof";

const pdf = Buffer.from("%PDF-1.7\n1 0 obj\n<<>>\nendobj\n%%EOF\n");
const jpeg = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10]);
const png = Buffer.from("\x89PNG\r\n\x1a\n\0\0\0\rIHDR....\0\0\0\0IEND\xaeB`\x82", "latin1");

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
  it("keeps a PDF and a PNG built as their type says", () => {
    expect(checkResidencyProof({ size: pdf.length }, pdf)).toEqual({ ok: true, contentType: "application/pdf" });
    expect(checkResidencyProof({ size: png.length }, png)).toEqual({ ok: true, contentType: "image/png" });
  });

  it.each([
    ["a GIF named .png", Buffer.from("GIF89a")],
    ["HTML behind a PDF signature", Buffer.from("%PDF-<html><script>alert(1)</script>")],
    ["a PDF with no end", Buffer.from("%PDF-1.7\n1 0 obj\n<<>>")],
    ["a PNG signature without its chunks", Buffer.from("\x89PNG\r\n\x1a\n<html>", "latin1")],
  ])("refuses %s", (_, bytes) => {
    expect(checkResidencyProof({ size: bytes.length }, bytes)).toEqual({
      ok: false,
      reason: "wrongType",
      error: "The file is not a PDF, JPEG or PNG.",
    });
  });

  it("refuses no file and a file over 5 MB", () => {
    expect(checkResidencyProof({ size: 0 }, Buffer.alloc(0))).toMatchObject({ ok: false, reason: "missing" });
    expect(checkResidencyProof({ size: RESIDENCY_PROOF_MAX_BYTES + 1 }, pdf)).toEqual({
      ok: false,
      reason: "tooLarge",
      error: "The file is larger than 5 MB.",
    });
    expect(checkResidencyProof({ size: RESIDENCY_PROOF_MAX_BYTES }, pdf).ok).toBe(true);
  });
});

describe("the names and types a document is served with", () => {
  it("builds the name from the booking and the detected type, never the sender's", () => {
    expect(residencyProofFileName("KSF-1042", 2, "image/jpeg")).toBe("residency-proof-KSF-1042-2.jpg");
    expect(residencyProofFileName('KSF-1"; x', 1, "text/html")).toBe("residency-proof-KSF-1x-1.bin");
  });

  it("serves only the three types as themselves", () => {
    expect(servedProofContentType("application/pdf")).toBe("application/pdf");
    expect(servedProofContentType("text/html")).toBe("application/octet-stream");
  });
});
