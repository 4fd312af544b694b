CREATE TABLE "booking_quote_history" (
	"id" serial PRIMARY KEY NOT NULL,
	"booking_id" integer NOT NULL,
	"quote" jsonb,
	"total_amount" integer,
	"deposit_amount" integer,
	"currency" text,
	"rates_version" integer,
	"reason" text NOT NULL,
	"new_total_amount" integer,
	"new_currency" text,
	"changed_by" text,
	"changed_by_email" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "enquiries" DROP CONSTRAINT "enquiries_booking_id_bookings_id_fk";
--> statement-breakpoint
ALTER TABLE "enquiries" DROP CONSTRAINT "enquiries_inquiry_id_inquiries_id_fk";
--> statement-breakpoint
ALTER TABLE "enquiries" DROP CONSTRAINT "enquiries_conversation_id_chat_conversations_id_fk";
--> statement-breakpoint
ALTER TABLE "payment_events" DROP CONSTRAINT "payment_events_payment_id_payments_id_fk";
--> statement-breakpoint
ALTER TABLE "payment_schedule" DROP CONSTRAINT "payment_schedule_booking_id_bookings_id_fk";
--> statement-breakpoint
ALTER TABLE "payments" DROP CONSTRAINT "payments_booking_id_bookings_id_fk";
--> statement-breakpoint
ALTER TABLE "refunds" DROP CONSTRAINT "refunds_payment_id_payments_id_fk";
--> statement-breakpoint
ALTER TABLE "residency_proofs" DROP CONSTRAINT "residency_proofs_booking_id_bookings_id_fk";
--> statement-breakpoint
ALTER TABLE "trip_links" DROP CONSTRAINT "trip_links_booking_id_bookings_id_fk";
--> statement-breakpoint
ALTER TABLE "trip_travellers" DROP CONSTRAINT "trip_travellers_booking_id_bookings_id_fk";
--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "cancelled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "cancelled_by" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "cancellation_reason" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "personal_data_erased_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "booking_quote_history" ADD CONSTRAINT "booking_quote_history_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_quote_history" ADD CONSTRAINT "booking_quote_history_changed_by_staff_users_id_fk" FOREIGN KEY ("changed_by") REFERENCES "public"."staff_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "booking_quote_history_booking_idx" ON "booking_quote_history" USING btree ("booking_id","created_at");--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_cancelled_by_staff_users_id_fk" FOREIGN KEY ("cancelled_by") REFERENCES "public"."staff_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enquiries" ADD CONSTRAINT "enquiries_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enquiries" ADD CONSTRAINT "enquiries_inquiry_id_inquiries_id_fk" FOREIGN KEY ("inquiry_id") REFERENCES "public"."inquiries"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enquiries" ADD CONSTRAINT "enquiries_conversation_id_chat_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."chat_conversations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_events" ADD CONSTRAINT "payment_events_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_schedule" ADD CONSTRAINT "payment_schedule_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "residency_proofs" ADD CONSTRAINT "residency_proofs_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trip_links" ADD CONSTRAINT "trip_links_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trip_travellers" ADD CONSTRAINT "trip_travellers_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
-- hand-written (money):
-- A booking's residency is its locked quote's: make the column agree wherever they differ.
UPDATE "bookings" SET "residency" = "quote"->>'residency' WHERE "quote" IS NOT NULL AND "quote"->>'residency' IN ('non_resident', 'resident', 'citizen') AND "residency" IS DISTINCT FROM "quote"->>'residency';
--> statement-breakpoint
-- hand-written (records):
-- Bookings cancelled before reasons were recorded keep their cancellation, dated by their last change.
UPDATE "bookings" SET "cancelled_at" = "updated_at", "cancellation_reason" = 'Cancelled before reasons were recorded.' WHERE "status" = 'cancelled' AND "cancellation_reason" IS NULL;
