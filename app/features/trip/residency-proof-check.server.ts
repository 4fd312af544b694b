// The server's whole check of an uploaded proof: size, signature and structure (residency-proof.ts), and for
// a picture, its header decoded by the image library, so bytes behind a JPEG or PNG signature that are no
// picture are refused.
import sharp from "sharp";
import { tripFormsMessages } from "~/i18n/messages/en/trip-forms";
import { translate } from "~/i18n/translate";
import { checkResidencyProof, type ProofCheck } from "./residency-proof";

const PICTURE_FORMATS = { "image/jpeg": "jpeg", "image/png": "png" } as const;

export async function checkUploadedProof(file: { size: number }, bytes: Buffer): Promise<ProofCheck> {
  const checked = checkResidencyProof(file, bytes);
  if (!checked.ok || checked.contentType === "application/pdf") return checked;
  const format = await sharp(bytes, { failOn: "none" })
    .metadata()
    .then((metadata) => (metadata.width && metadata.height ? metadata.format : null))
    .catch(() => null);
  if (format === PICTURE_FORMATS[checked.contentType]) return checked;
  return { ok: false, reason: "wrongType", error: translate(tripFormsMessages, "tripForms.proof.wrongType") };
}
