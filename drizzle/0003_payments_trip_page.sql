CREATE TABLE "payment_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"payment_id" integer,
	"source" text NOT NULL,
	"from_status" text,
	"to_status" text,
	"detail" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_schedule" (
	"id" serial PRIMARY KEY NOT NULL,
	"booking_id" integer NOT NULL,
	"kind" text NOT NULL,
	"amount" integer NOT NULL,
	"currency" text NOT NULL,
	"due_date" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_schedule_booking_kind_key" UNIQUE("booking_id","kind"),
	CONSTRAINT "payment_schedule_kind_known" CHECK ("payment_schedule"."kind" in ('deposit', 'balance')),
	CONSTRAINT "payment_schedule_amount_not_negative" CHECK ("payment_schedule"."amount" >= 0)
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"booking_id" integer NOT NULL,
	"purpose" text NOT NULL,
	"method" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"amount" integer NOT NULL,
	"currency" text NOT NULL,
	"credited_amount" integer NOT NULL,
	"credited_currency" text NOT NULL,
	"exchange_rate" numeric(18, 6),
	"provider_reference" text,
	"provider_receipt" text,
	"phone" text,
	"failure_code" text,
	"failure_reason" text,
	"received_on" date,
	"note" text DEFAULT '' NOT NULL,
	"recorded_by" text,
	"last_checked_at" timestamp with time zone,
	"settled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payments_purpose_known" CHECK ("payments"."purpose" in ('deposit', 'balance')),
	CONSTRAINT "payments_method_known" CHECK ("payments"."method" in ('mpesa', 'card', 'bank_transfer', 'cash')),
	CONSTRAINT "payments_status_known" CHECK ("payments"."status" in ('pending', 'succeeded', 'failed', 'refunded')),
	CONSTRAINT "payments_amount_positive" CHECK ("payments"."amount" > 0 and "payments"."credited_amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "refunds" (
	"id" serial PRIMARY KEY NOT NULL,
	"payment_id" integer NOT NULL,
	"amount" integer NOT NULL,
	"credited_amount" integer NOT NULL,
	"reason" text NOT NULL,
	"reference" text DEFAULT '' NOT NULL,
	"recorded_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "refunds_amount_positive" CHECK ("refunds"."amount" > 0 and "refunds"."credited_amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "residency_proofs" (
	"id" serial PRIMARY KEY NOT NULL,
	"booking_id" integer NOT NULL,
	"content" "bytea" NOT NULL,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"status" text DEFAULT 'submitted' NOT NULL,
	"reviewed_by" text,
	"reviewed_at" timestamp with time zone,
	"review_note" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "residency_proofs_status_known" CHECK ("residency_proofs"."status" in ('submitted', 'verified', 'rejected'))
);
--> statement-breakpoint
CREATE TABLE "trip_links" (
	"id" serial PRIMARY KEY NOT NULL,
	"booking_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "trip_links_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "trip_travellers" (
	"id" serial PRIMARY KEY NOT NULL,
	"booking_id" integer NOT NULL,
	"position" integer NOT NULL,
	"full_name" text NOT NULL,
	"nationality" text DEFAULT '' NOT NULL,
	"passport_number" text,
	"passport_expiry" date,
	"date_of_birth" date,
	"dietary_needs" text DEFAULT '' NOT NULL,
	"medical_notes" text,
	"emergency_contact" text DEFAULT '' NOT NULL,
	"personal_data_removed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "trip_travellers_booking_position_key" UNIQUE("booking_id","position"),
	CONSTRAINT "trip_travellers_position_range" CHECK ("trip_travellers"."position" between 1 and 40)
);
--> statement-breakpoint
ALTER TABLE "payment_events" ADD CONSTRAINT "payment_events_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_schedule" ADD CONSTRAINT "payment_schedule_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_recorded_by_staff_users_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."staff_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_recorded_by_staff_users_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."staff_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "residency_proofs" ADD CONSTRAINT "residency_proofs_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "residency_proofs" ADD CONSTRAINT "residency_proofs_reviewed_by_staff_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."staff_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trip_links" ADD CONSTRAINT "trip_links_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trip_travellers" ADD CONSTRAINT "trip_travellers_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payment_events_payment_idx" ON "payment_events" USING btree ("payment_id");--> statement-breakpoint
CREATE INDEX "payment_schedule_due_idx" ON "payment_schedule" USING btree ("due_date");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_method_reference_key" ON "payments" USING btree ("method","provider_reference") WHERE "payments"."provider_reference" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "payments_method_receipt_key" ON "payments" USING btree ("method","provider_receipt") WHERE "payments"."provider_receipt" is not null;--> statement-breakpoint
CREATE INDEX "payments_booking_idx" ON "payments" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "payments_pending_idx" ON "payments" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "residency_proofs_booking_idx" ON "residency_proofs" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "trip_links_booking_idx" ON "trip_links" USING btree ("booking_id");--> statement-breakpoint
-- Bookings quoted before the ledger existed get their schedule from the quote they locked.
INSERT INTO "payment_schedule" ("booking_id", "kind", "amount", "currency", "due_date")
SELECT "id", 'deposit', "deposit_amount", "currency", "created_at"::date FROM "bookings"
WHERE "quote" IS NOT NULL AND "total_amount" IS NOT NULL AND "deposit_amount" IS NOT NULL AND "currency" IS NOT NULL;--> statement-breakpoint
INSERT INTO "payment_schedule" ("booking_id", "kind", "amount", "currency", "due_date")
SELECT "id", 'balance', "total_amount" - "deposit_amount", "currency", ("quote"->>'balanceDueDate')::date FROM "bookings"
WHERE "quote" IS NOT NULL AND "total_amount" IS NOT NULL AND "deposit_amount" IS NOT NULL AND "currency" IS NOT NULL;
