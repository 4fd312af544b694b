// What a proof of residency upload may be: a PDF, JPEG or PNG of at most 5 MB, told by its bytes (a file's
// name and the browser's content type are the sender's word, the signature is the file's own).
import { tripFormsMessages } from "~/i18n/messages/en/trip-forms";
import { translate } from "~/i18n/translate";

export const RESIDENCY_PROOF_MAX_BYTES = 5 * 1024 * 1024;
export const RESIDENCY_PROOF_INTENT = "residency-proof";
export const RESIDENCY_PROOF_ACCEPT = "application/pdf,image/jpeg,image/png,.pdf,.jpg,.jpeg,.png";

export type ProofContentType = "application/pdf" | "image/jpeg" | "image/png";

const SIGNATURES: { type: ProofContentType; bytes: number[] }[] = [
  { type: "application/pdf", bytes: [0x25, 0x50, 0x44, 0x46, 0x2d] }, // %PDF-
  { type: "image/jpeg", bytes: [0xff, 0xd8, 0xff] },
  { type: "image/png", bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
];

/** The file's type read from its first bytes, or null when it is none of the three. */
export function proofContentType(bytes: Uint8Array): ProofContentType | null {
  for (const signature of SIGNATURES) {
    if (bytes.length >= signature.bytes.length && signature.bytes.every((byte, index) => bytes[index] === byte)) {
      return signature.type;
    }
  }
  return null;
}

export type ProofCheck = { ok: true; contentType: ProofContentType; fileName: string } | { ok: false; error: string };

/** Whether an uploaded file may be kept as a proof, with the reason in words when not. */
export function checkResidencyProof(file: { name: string; size: number }, bytes: Uint8Array): ProofCheck {
  if (file.size === 0) return { ok: false, error: translate(tripFormsMessages, "tripForms.proof.missing") };
  if (file.size > RESIDENCY_PROOF_MAX_BYTES) {
    const max = RESIDENCY_PROOF_MAX_BYTES / 1024 / 1024;
    return { ok: false, error: translate(tripFormsMessages, "tripForms.proof.tooLarge", { max }) };
  }
  const contentType = proofContentType(bytes);
  if (!contentType) return { ok: false, error: translate(tripFormsMessages, "tripForms.proof.wrongType") };
  const fileName =
    file.name
      .replace(/[\\/]/g, "_")
      // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is removed
      .replace(/[\u0000-\u001f\u007f]/g, "")
      .trim()
      .slice(-120) || "residency-proof";
  return { ok: true, contentType, fileName };
}
