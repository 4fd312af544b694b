// What a proof of residency upload may be: a PDF, JPEG or PNG of at most 5 MB, told by its bytes (a file's
// name and the browser's content type are the sender's word, the signature and structure are the file's
// own). The sender's file name is never kept: a document is stored and served under a name we build.
import { tripFormsMessages } from "~/i18n/messages/en/trip-forms";
import { translate } from "~/i18n/translate";
import { RESIDENCY_PROOF_MAX_BYTES } from "./residency-proof-limits";

export { RESIDENCY_PROOF_MAX_BYTES };
export const RESIDENCY_PROOF_INTENT = "residency-proof";
export const RESIDENCY_PROOF_ACCEPT = "application/pdf,image/jpeg,image/png,.pdf,.jpg,.jpeg,.png";
/** The upload form's field naming the document a new file replaces ("" for a new one). */
export const RESIDENCY_PROOF_REPLACES_FIELD = "replaces";

export const PROOF_CONTENT_TYPES = ["application/pdf", "image/jpeg", "image/png"] as const;
export type ProofContentType = (typeof PROOF_CONTENT_TYPES)[number];

const SIGNATURES: { type: ProofContentType; bytes: number[] }[] = [
  { type: "application/pdf", bytes: [0x25, 0x50, 0x44, 0x46, 0x2d] }, // %PDF-
  { type: "image/jpeg", bytes: [0xff, 0xd8, 0xff] },
  { type: "image/png", bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
];

const EXTENSIONS: Record<ProofContentType, string> = {
  "application/pdf": "pdf",
  "image/jpeg": "jpg",
  "image/png": "png",
};

/** The file's type read from its first bytes, or null when it is none of the three. */
export function proofContentType(bytes: Uint8Array): ProofContentType | null {
  for (const signature of SIGNATURES) {
    if (bytes.length >= signature.bytes.length && signature.bytes.every((byte, index) => bytes[index] === byte)) {
      return signature.type;
    }
  }
  return null;
}

function includesAscii(bytes: Uint8Array, text: string, from: number): boolean {
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).includes(text, Math.max(0, from), "latin1");
}

/**
 * Whether the file is built as its type says, beyond the first bytes: a PDF names its version and ends with
 * `%%EOF` (writers may add a few bytes after it); a PNG's first chunk is IHDR and its last IEND. A JPEG's
 * inside is checked by decoding its header (residency-proof-check.server.ts).
 */
export function proofStructureHolds(bytes: Uint8Array, type: ProofContentType): boolean {
  switch (type) {
    case "application/pdf":
      return (
        /^%PDF-\d\.\d/.test(Buffer.from(bytes.subarray(0, 8)).toString("latin1")) &&
        includesAscii(bytes, "%%EOF", bytes.length - 1024)
      );
    case "image/png":
      return (
        Buffer.from(bytes.subarray(12, 16)).toString("latin1") === "IHDR" &&
        includesAscii(bytes, "IEND", bytes.length - 16)
      );
    case "image/jpeg":
      return bytes.length > 4;
  }
}

/** The name a document is stored and served under: ours, never the sender's (`residency-proof-KSF-1042-1.pdf`). */
export function residencyProofFileName(reference: string, number: number, contentType: string): string {
  const safeReference = reference.replace(/[^A-Za-z0-9-]/g, "") || "booking";
  const extension = EXTENSIONS[contentType as ProofContentType] ?? "bin";
  return `residency-proof-${safeReference}-${number}.${extension}`;
}

/** The content type a stored document is served with: one of the three, or plain bytes for anything else. */
export function servedProofContentType(stored: string): string {
  return (PROOF_CONTENT_TYPES as readonly string[]).includes(stored) ? stored : "application/octet-stream";
}

export type ProofRefusalReason = "missing" | "tooLarge" | "wrongType";
export type ProofCheck =
  | { ok: true; contentType: ProofContentType }
  | { ok: false; reason: ProofRefusalReason; error: string };

/** Whether an uploaded file may be kept as a proof, with the reason in words when not. */
export function checkResidencyProof(file: { size: number }, bytes: Uint8Array): ProofCheck {
  if (file.size === 0) {
    return { ok: false, reason: "missing", error: translate(tripFormsMessages, "tripForms.proof.missing") };
  }
  if (file.size > RESIDENCY_PROOF_MAX_BYTES) {
    const max = RESIDENCY_PROOF_MAX_BYTES / 1024 / 1024;
    return { ok: false, reason: "tooLarge", error: translate(tripFormsMessages, "tripForms.proof.tooLarge", { max }) };
  }
  const contentType = proofContentType(bytes);
  if (!contentType || !proofStructureHolds(bytes, contentType)) {
    return { ok: false, reason: "wrongType", error: translate(tripFormsMessages, "tripForms.proof.wrongType") };
  }
  return { ok: true, contentType };
}
