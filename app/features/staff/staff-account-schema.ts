// The add-account form (/admin/staff and /admin/profiles): one schema for the browser and the server.
import { z } from "zod";
import { STAFF_PASSWORD, STAFF_ROLES } from "./staff-policy";

export const REQUIRED_FIELDS_MESSAGE = "Please fill in all required fields";

export const staffAccountSchema = z.object({
  email: z
    .string()
    .trim()
    .min(1, { message: "Email is required" })
    .max(320)
    .pipe(z.email({ message: "Please enter a valid email address" }))
    .transform((value) => value.toLowerCase()),
  password: z
    .string()
    .min(1, { message: "Password is required" })
    .min(STAFF_PASSWORD.minLength, { message: `Use at least ${STAFF_PASSWORD.minLength} characters` })
    .max(STAFF_PASSWORD.maxLength, { message: `Use at most ${STAFF_PASSWORD.maxLength} characters` }),
  fullName: z.string().trim().min(1, { message: "Full name is required" }).max(200),
  phone: z
    .string()
    .trim()
    .max(50, { message: "Please use at most 50 characters" })
    .optional()
    .transform((value) => value || null),
  /** A new account is an agent unless the owner chooses more; the first account (create-admin) is an owner. */
  role: z.enum(STAFF_ROLES, { message: "Please choose a role" }).default("agent"),
});

export type StaffAccountInput = z.infer<typeof staffAccountSchema>;

/** The fields the specification insists on; any of them missing gives REQUIRED_FIELDS_MESSAGE. */
export const REQUIRED_STAFF_FIELDS = ["email", "password", "fullName"] as const;
