// Contact-form inquiries, stored so that none is lost and staff can answer them.
import { sql } from "drizzle-orm";
import { check, pgTable, serial, text } from "drizzle-orm/pg-core";
import { createdAt, travellerLocale, updatedAt } from "./columns";

export const INQUIRY_TYPES = ["general", "booking", "custom", "group", "feedback"] as const;
export const INQUIRY_STATUSES = ["new", "answered", "archived"] as const;

export const inquiries = pgTable(
  "inquiries",
  {
    id: serial("id").primaryKey(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    phone: text("phone"),
    subject: text("subject").notNull(),
    inquiryType: text("inquiry_type", { enum: INQUIRY_TYPES }).notNull().default("general"),
    message: text("message").notNull(),
    status: text("status", { enum: INQUIRY_STATUSES }).notNull().default("new"),
    locale: travellerLocale(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("inquiries_type_known", sql`${t.inquiryType} in ('general', 'booking', 'custom', 'group', 'feedback')`),
    check("inquiries_status_known", sql`${t.status} in ('new', 'answered', 'archived')`),
  ],
);
