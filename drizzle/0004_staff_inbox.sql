CREATE TABLE "staff_two_factors" (
	"id" text PRIMARY KEY NOT NULL,
	"secret" text NOT NULL,
	"backup_codes" text NOT NULL,
	"user_id" text NOT NULL,
	"verified" boolean DEFAULT true,
	"failed_verification_count" integer DEFAULT 0,
	"locked_until" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "enquiries" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"booking_id" integer,
	"inquiry_id" integer,
	"conversation_id" integer,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"subject" text NOT NULL,
	"stage" text DEFAULT 'new' NOT NULL,
	"lost_reason" text,
	"owner_id" text,
	"source_referrer" text,
	"source_landing_path" text,
	"utm_source" text,
	"utm_medium" text,
	"utm_campaign" text,
	"utm_term" text,
	"utm_content" text,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"first_reply_at" timestamp with time zone,
	"first_reply_channel" text,
	"closed_at" timestamp with time zone,
	"last_activity_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "enquiries_booking_id_unique" UNIQUE("booking_id"),
	CONSTRAINT "enquiries_inquiry_id_unique" UNIQUE("inquiry_id"),
	CONSTRAINT "enquiries_conversation_id_unique" UNIQUE("conversation_id"),
	CONSTRAINT "enquiries_kind_known" CHECK ("enquiries"."kind" in ('booking', 'inquiry', 'chat')),
	CONSTRAINT "enquiries_stage_known" CHECK ("enquiries"."stage" in ('new', 'quoted', 'deposit_paid', 'confirmed', 'travelled', 'lost')),
	CONSTRAINT "enquiries_one_subject" CHECK (("enquiries"."kind" = 'booking' and "enquiries"."booking_id" is not null and "enquiries"."inquiry_id" is null and "enquiries"."conversation_id" is null)
        or ("enquiries"."kind" = 'inquiry' and "enquiries"."inquiry_id" is not null and "enquiries"."booking_id" is null and "enquiries"."conversation_id" is null)
        or ("enquiries"."kind" = 'chat' and "enquiries"."conversation_id" is not null and "enquiries"."booking_id" is null and "enquiries"."inquiry_id" is null)),
	CONSTRAINT "enquiries_first_reply_channel" CHECK (("enquiries"."first_reply_at" is null) = ("enquiries"."first_reply_channel" is null) and ("enquiries"."first_reply_channel" is null or "enquiries"."first_reply_channel" in ('email', 'chat', 'phone', 'imported'))),
	CONSTRAINT "enquiries_lost_has_reason" CHECK ("enquiries"."stage" <> 'lost' or "enquiries"."lost_reason" is not null)
);
--> statement-breakpoint
CREATE TABLE "enquiry_notes" (
	"id" serial PRIMARY KEY NOT NULL,
	"enquiry_id" integer NOT NULL,
	"author_id" text,
	"author_name" text NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "enquiry_notes_body_length" CHECK (char_length("enquiry_notes"."body") between 1 and 10000)
);
--> statement-breakpoint
CREATE TABLE "enquiry_replies" (
	"id" serial PRIMARY KEY NOT NULL,
	"enquiry_id" integer NOT NULL,
	"staff_user_id" text,
	"staff_name" text NOT NULL,
	"to_address" text NOT NULL,
	"subject" text NOT NULL,
	"body" text NOT NULL,
	"template_id" integer,
	"email_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "enquiry_replies_body_length" CHECK (char_length("enquiry_replies"."body") between 1 and 20000)
);
--> statement-breakpoint
CREATE TABLE "inbox_saved_views" (
	"id" serial PRIMARY KEY NOT NULL,
	"staff_user_id" text NOT NULL,
	"name" text NOT NULL,
	"query" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "inbox_saved_views_staff_name_key" UNIQUE("staff_user_id","name"),
	CONSTRAINT "inbox_saved_views_name_length" CHECK (char_length("inbox_saved_views"."name") between 1 and 60)
);
--> statement-breakpoint
CREATE TABLE "reply_templates" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"subject" text NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reply_templates_name_unique" UNIQUE("name"),
	CONSTRAINT "reply_templates_name_length" CHECK (char_length("reply_templates"."name") between 1 and 100)
);
--> statement-breakpoint
ALTER TABLE "staff_users" ALTER COLUMN "role" SET DEFAULT 'agent';--> statement-breakpoint
ALTER TABLE "staff_users" ADD COLUMN "two_factor_enabled" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "staff_two_factors" ADD CONSTRAINT "staff_two_factors_user_id_staff_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."staff_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enquiries" ADD CONSTRAINT "enquiries_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enquiries" ADD CONSTRAINT "enquiries_inquiry_id_inquiries_id_fk" FOREIGN KEY ("inquiry_id") REFERENCES "public"."inquiries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enquiries" ADD CONSTRAINT "enquiries_conversation_id_chat_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."chat_conversations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enquiries" ADD CONSTRAINT "enquiries_owner_id_staff_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."staff_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enquiry_notes" ADD CONSTRAINT "enquiry_notes_enquiry_id_enquiries_id_fk" FOREIGN KEY ("enquiry_id") REFERENCES "public"."enquiries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enquiry_notes" ADD CONSTRAINT "enquiry_notes_author_id_staff_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."staff_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enquiry_replies" ADD CONSTRAINT "enquiry_replies_enquiry_id_enquiries_id_fk" FOREIGN KEY ("enquiry_id") REFERENCES "public"."enquiries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enquiry_replies" ADD CONSTRAINT "enquiry_replies_staff_user_id_staff_users_id_fk" FOREIGN KEY ("staff_user_id") REFERENCES "public"."staff_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enquiry_replies" ADD CONSTRAINT "enquiry_replies_template_id_reply_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."reply_templates"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enquiry_replies" ADD CONSTRAINT "enquiry_replies_email_id_email_outbox_id_fk" FOREIGN KEY ("email_id") REFERENCES "public"."email_outbox"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inbox_saved_views" ADD CONSTRAINT "inbox_saved_views_staff_user_id_staff_users_id_fk" FOREIGN KEY ("staff_user_id") REFERENCES "public"."staff_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "staff_two_factors_user_idx" ON "staff_two_factors" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "staff_two_factors_secret_idx" ON "staff_two_factors" USING btree ("secret");--> statement-breakpoint
CREATE INDEX "enquiries_received_idx" ON "enquiries" USING btree ("received_at");--> statement-breakpoint
CREATE INDEX "enquiries_owner_idx" ON "enquiries" USING btree ("owner_id");--> statement-breakpoint
CREATE INDEX "enquiries_stage_idx" ON "enquiries" USING btree ("stage","received_at");--> statement-breakpoint
CREATE INDEX "enquiries_email_idx" ON "enquiries" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "enquiry_notes_enquiry_idx" ON "enquiry_notes" USING btree ("enquiry_id","id");--> statement-breakpoint
CREATE INDEX "enquiry_replies_enquiry_idx" ON "enquiry_replies" USING btree ("enquiry_id","id");--> statement-breakpoint
-- Roles: the accounts that were 'admin' could do everything, so they become owners.
UPDATE "staff_users" SET "role" = 'owner' WHERE "role" NOT IN ('owner', 'manager', 'agent');--> statement-breakpoint
-- Every booking, inquiry and chat made before the inbox gets its enquiry. Work staff had already done is
-- kept as 'imported' (its time is unknown, so the response figures leave it out).
INSERT INTO "enquiries" ("kind", "booking_id", "name", "email", "subject", "stage", "lost_reason", "received_at", "first_reply_at", "first_reply_channel", "last_activity_at")
SELECT 'booking', b."id", b."name", b."email", b."package_title",
  CASE
    WHEN b."status" = 'cancelled' THEN 'lost'
    WHEN b."status" = 'confirmed' AND b."departure_date" < current_date THEN 'travelled'
    WHEN b."status" = 'confirmed' THEN 'confirmed'
    WHEN EXISTS (SELECT 1 FROM "payments" p WHERE p."booking_id" = b."id" AND p."status" = 'succeeded') THEN 'deposit_paid'
    ELSE 'new'
  END,
  CASE WHEN b."status" = 'cancelled' THEN 'Cancelled' END,
  b."created_at",
  CASE WHEN b."status" <> 'new' THEN b."updated_at" END,
  CASE WHEN b."status" <> 'new' THEN 'imported' END,
  b."updated_at"
FROM "bookings" b;--> statement-breakpoint
INSERT INTO "enquiry_notes" ("enquiry_id", "author_name", "body", "created_at")
SELECT e."id", 'Notes from before the inbox', left(b."staff_notes", 10000), b."updated_at"
FROM "bookings" b JOIN "enquiries" e ON e."booking_id" = b."id"
WHERE btrim(b."staff_notes") <> '';--> statement-breakpoint
INSERT INTO "enquiries" ("kind", "inquiry_id", "name", "email", "subject", "received_at", "first_reply_at", "first_reply_channel", "closed_at", "last_activity_at")
SELECT 'inquiry', i."id", i."name", i."email", i."subject", i."created_at",
  CASE WHEN i."status" <> 'new' THEN i."updated_at" END,
  CASE WHEN i."status" <> 'new' THEN 'imported' END,
  CASE WHEN i."status" = 'archived' THEN i."updated_at" END,
  i."updated_at"
FROM "inquiries" i;--> statement-breakpoint
INSERT INTO "enquiries" ("kind", "conversation_id", "name", "email", "subject", "received_at", "first_reply_at", "first_reply_channel", "closed_at", "last_activity_at")
SELECT 'chat', c."id", c."visitor_name", c."visitor_email",
  coalesce((SELECT left(m."body", 80) FROM "chat_messages" m WHERE m."conversation_id" = c."id" AND m."sender" = 'visitor' ORDER BY m."id" LIMIT 1), 'Chat'),
  c."created_at",
  (SELECT min(m."created_at") FROM "chat_messages" m WHERE m."conversation_id" = c."id" AND m."sender" = 'staff'),
  CASE WHEN EXISTS (SELECT 1 FROM "chat_messages" m WHERE m."conversation_id" = c."id" AND m."sender" = 'staff') THEN 'chat' END,
  CASE WHEN c."status" = 'closed' THEN c."last_message_at" END,
  c."last_message_at"
FROM "chat_conversations" c;--> statement-breakpoint
-- Starting templates; staff edit them in the portal. Variables are listed on the templates page.
INSERT INTO "reply_templates" ("name", "subject", "body") VALUES
('Thank you, we are on it', 'Your safari enquiry {reference}', E'Dear {first_name},\n\nThank you for writing to Heartbeest Safari about {package}. I am looking after your enquiry and will come back to you with a full proposal shortly.\n\nIf anything about your dates or party changes in the meantime, simply reply to this e-mail.\n\nWarm regards,\n{staff_name}\nHeartbeest Safari'),
('Your quote', 'Your quote for {package} ({reference})', E'Dear {first_name},\n\nThank you for your interest in {package}. For your party the total comes to {quote}, with a deposit of {deposit} to confirm.\n\nThe price includes everything listed on the package page. Reply to this e-mail with any questions, or let me know when you would like to go ahead.\n\nWarm regards,\n{staff_name}\nHeartbeest Safari'),
('Deposit received', 'Deposit received for {reference}', E'Dear {first_name},\n\nThank you: we have received your deposit for {package}, and your safari is reserved. Your trip page has the itinerary, your payments and the balance due.\n\nWarm regards,\n{staff_name}\nHeartbeest Safari');
