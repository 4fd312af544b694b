// The contact form: one schema for inline checks in the browser and for the server, which alone decides.
// Messages are the specification's; every text has a maximum so an oversized field is a field error.
import { z } from "zod";
import { firstFailing, multiLine, singleLine } from "~/features/bookings/booking-form-fields";
import { contactMessages } from "~/i18n/messages/en/contact";
import { translate } from "~/i18n/translate";
import { PHONE_MIN_DIGITS } from "~/utils/form-limits";

/** The inquiries table's inquiry_type values (kept out of the browser's bundle with the schema itself). */
export const INQUIRY_TYPES = ["general", "booking", "custom", "group", "feedback"] as const;
export type InquiryType = (typeof INQUIRY_TYPES)[number];

export const INQUIRY_FIELDS = ["name", "email", "phone", "subject", "inquiryType", "message"] as const;
export type InquiryField = (typeof INQUIRY_FIELDS)[number];

export const INQUIRY_LIMITS = {
  nameMin: 2,
  name: 100,
  email: 254,
  phone: 40,
  subjectMin: 2,
  subject: 150,
  messageMin: 10,
  message: 5000,
} as const;

export const DEFAULT_INQUIRY_TYPE: InquiryType = "general";

/** The human label of each inquiry type, for the form's select and the staff e-mail. */
export function inquiryTypeLabel(type: InquiryType): string {
  return translate(contactMessages, `contact.type.${type}`);
}

type ContactMessage = keyof typeof contactMessages & string;
const message = (id: ContactMessage, values?: Record<string, string | number>) =>
  translate(contactMessages, id, values);

const anEmailAddress = z.email();

export function createInquirySchema() {
  const tooLong = (max: number) => message("contact.validation.tooLong", { max });
  const text = (options: { min: number; minMessage: string; max: number; clean?: (value: unknown) => unknown }) =>
    z.preprocess(
      options.clean ?? singleLine,
      z.string({ error: options.minMessage }).check(
        firstFailing<string>([
          [(value) => value.length >= options.min, options.minMessage],
          [(value) => value.length <= options.max, tooLong(options.max)],
        ]),
      ),
    );

  return z.object({
    name: text({
      min: INQUIRY_LIMITS.nameMin,
      minMessage: message("contact.validation.nameMin"),
      max: INQUIRY_LIMITS.name,
    }),
    email: z.preprocess(
      singleLine,
      z.string({ error: message("contact.validation.emailInvalid") }).check(
        firstFailing<string>([
          [(value) => value.length <= INQUIRY_LIMITS.email, tooLong(INQUIRY_LIMITS.email)],
          [(value) => anEmailAddress.safeParse(value).success, message("contact.validation.emailInvalid")],
        ]),
      ),
    ),
    // Optional; when given it must look like a phone number, so staff can call back.
    phone: z.preprocess(
      (value) => {
        const cleaned = singleLine(value);
        return cleaned === "" || cleaned === undefined ? null : cleaned;
      },
      z
        .string()
        .check(
          firstFailing<string>([
            [(value) => value.length <= INQUIRY_LIMITS.phone, tooLong(INQUIRY_LIMITS.phone)],
            [
              (value) => /^[\d\s()+\-./]+$/.test(value) && (value.match(/\d/g)?.length ?? 0) >= PHONE_MIN_DIGITS,
              message("contact.validation.phoneInvalid"),
            ],
          ]),
        )
        .nullable(),
    ),
    subject: text({
      min: INQUIRY_LIMITS.subjectMin,
      minMessage: message("contact.validation.subjectRequired"),
      max: INQUIRY_LIMITS.subject,
    }),
    inquiryType: z.preprocess(
      (value) => (value === undefined || value === "" ? DEFAULT_INQUIRY_TYPE : value),
      z.enum(INQUIRY_TYPES, { error: message("contact.validation.inquiryTypeInvalid") }),
    ),
    message: text({
      min: INQUIRY_LIMITS.messageMin,
      minMessage: message("contact.validation.messageMin"),
      max: INQUIRY_LIMITS.message,
      clean: multiLine,
    }),
  });
}

export type InquiryInput = z.output<ReturnType<typeof createInquirySchema>>;
