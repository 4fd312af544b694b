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
ALTER TABLE "booking_quote_history" ADD CONSTRAINT "booking_quote_history_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_quote_history" ADD CONSTRAINT "booking_quote_history_changed_by_staff_users_id_fk" FOREIGN KEY ("changed_by") REFERENCES "public"."staff_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "booking_quote_history_booking_idx" ON "booking_quote_history" USING btree ("booking_id","created_at");--> statement-breakpoint
-- hand-written (money):
-- A booking's residency is its locked quote's: make the column agree wherever they differ.
UPDATE "bookings" SET "residency" = "quote"->>'residency' WHERE "quote" IS NOT NULL AND "quote"->>'residency' IN ('non_resident', 'resident', 'citizen') AND "residency" IS DISTINCT FROM "quote"->>'residency';
