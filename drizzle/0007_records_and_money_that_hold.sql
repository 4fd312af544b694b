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
CREATE TABLE "unmatched_provider_payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"checkout_request_id" text,
	"merchant_request_id" text,
	"receipt" text,
	"amount" integer NOT NULL,
	"currency" text NOT NULL,
	"phone" text,
	"transaction_at" timestamp with time zone,
	"raw_body" jsonb,
	"status" text DEFAULT 'open' NOT NULL,
	"matched_booking_id" integer,
	"matched_payment_id" integer,
	"note" text DEFAULT '' NOT NULL,
	"refund_reference" text,
	"handled_by" text,
	"handled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "unmatched_provider_payments_status_known" CHECK ("unmatched_provider_payments"."status" in ('open', 'matched', 'refunded')),
	CONSTRAINT "unmatched_provider_payments_amount_positive" CHECK ("unmatched_provider_payments"."amount" > 0)
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
ALTER TABLE "bookings" ADD COLUMN "itinerary" jsonb;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "cancelled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "cancelled_by" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "cancellation_reason" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "personal_data_erased_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "safari_packages" ADD COLUMN "archived_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "booking_quote_history" ADD CONSTRAINT "booking_quote_history_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_quote_history" ADD CONSTRAINT "booking_quote_history_changed_by_staff_users_id_fk" FOREIGN KEY ("changed_by") REFERENCES "public"."staff_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unmatched_provider_payments" ADD CONSTRAINT "unmatched_provider_payments_matched_booking_id_bookings_id_fk" FOREIGN KEY ("matched_booking_id") REFERENCES "public"."bookings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unmatched_provider_payments" ADD CONSTRAINT "unmatched_provider_payments_matched_payment_id_payments_id_fk" FOREIGN KEY ("matched_payment_id") REFERENCES "public"."payments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unmatched_provider_payments" ADD CONSTRAINT "unmatched_provider_payments_handled_by_staff_users_id_fk" FOREIGN KEY ("handled_by") REFERENCES "public"."staff_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "booking_quote_history_booking_idx" ON "booking_quote_history" USING btree ("booking_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "unmatched_provider_payments_checkout_key" ON "unmatched_provider_payments" USING btree ("provider","checkout_request_id") WHERE "unmatched_provider_payments"."checkout_request_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "unmatched_provider_payments_receipt_key" ON "unmatched_provider_payments" USING btree ("provider","receipt") WHERE "unmatched_provider_payments"."receipt" is not null;--> statement-breakpoint
CREATE INDEX "unmatched_provider_payments_status_idx" ON "unmatched_provider_payments" USING btree ("status","created_at");--> statement-breakpoint
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
--> statement-breakpoint
-- hand-written (itinerary):
-- Bookings made before itineraries were frozen get theirs now, from their package as it stands, in English and in
-- each of the other four languages (the public pages' overlay: a field without a usable translation keeps its
-- English). A booking whose package is already gone keeps none: its trip page lists no days, as it did before.
CREATE FUNCTION "booked_translation"(entity text, entity_id integer, locale text, field text, english jsonb)
RETURNS jsonb LANGUAGE sql STABLE AS $$
  SELECT coalesce((
    SELECT t."value" FROM "content_translations" t
    WHERE t."entity" = booked_translation.entity AND t."entity_id" = booked_translation.entity_id
      AND t."locale" = booked_translation.locale AND t."field" = booked_translation.field
      AND jsonb_typeof(english) IN ('string', 'array')
      AND english NOT IN ('""'::jsonb, '[]'::jsonb)
      AND ((jsonb_typeof(t."value") = 'string' AND btrim(t."value" #>> '{}') <> '')
        OR (jsonb_typeof(t."value") = 'array' AND jsonb_array_length(t."value") > 0))
  ), english)
$$;--> statement-breakpoint
UPDATE "bookings" AS b SET "itinerary" = jsonb_build_object(
  'version', 1,
  'packageId', p."id",
  'frozenAt', to_jsonb(now()),
  'locale', b."locale",
  'backfilled', true,
  'texts', (
    SELECT jsonb_object_agg(l."locale", jsonb_build_object(
      'title', booked_translation('package', p."id", l."locale", 'title', to_jsonb(p."title")),
      'highlights', booked_translation('package', p."id", l."locale", 'highlights', to_jsonb(p."highlights")),
      'included', booked_translation('package', p."id", l."locale", 'included', to_jsonb(p."included")),
      'excluded', booked_translation('package', p."id", l."locale", 'excluded', to_jsonb(p."excluded")),
      'days', coalesce((
        SELECT jsonb_agg(jsonb_build_object(
          'dayId', d."id",
          'dayNumber', d."day_number",
          'title', booked_translation('itinerary_day', d."id", l."locale", 'title', to_jsonb(d."title")),
          'description', booked_translation('itinerary_day', d."id", l."locale", 'description', to_jsonb(d."description")),
          'accommodation', booked_translation('itinerary_day', d."id", l."locale", 'accommodation', to_jsonb(d."accommodation")),
          'meals', booked_translation('itinerary_day', d."id", l."locale", 'meals', to_jsonb(d."meals")),
          'park', CASE WHEN pk."id" IS NULL THEN 'null'::jsonb ELSE jsonb_build_object('id', pk."id", 'name', pk."name") END,
          'lodge', CASE WHEN h."id" IS NULL THEN 'null'::jsonb ELSE jsonb_build_object('id', h."id", 'name', h."name", 'slug', h."slug") END
        ) ORDER BY d."day_number")
        FROM "itinerary_days" d
        LEFT JOIN "parks" pk ON pk."id" = d."park_id"
        LEFT JOIN "hotels_lodges" h ON h."id" = d."hotel_id"
        WHERE d."safari_id" = p."id"
      ), '[]'::jsonb)
    ))
    FROM (VALUES ('en'), ('de'), ('fr'), ('it'), ('es')) AS l("locale")
  )
)
FROM "safari_packages" AS p
WHERE p."id" = b."safari_id" AND b."itinerary" IS NULL;--> statement-breakpoint
DROP FUNCTION "booked_translation"(text, integer, text, text, jsonb);
--> statement-breakpoint
-- hand-written (mpesa): success callbacks for pushes the app never recorded (a push whose answer timed out),
-- kept until now only as 'callback_unknown' events, become open unmatched payments for staff to match or refund.
INSERT INTO "unmatched_provider_payments"
  ("provider", "checkout_request_id", "merchant_request_id", "receipt", "amount", "currency", "phone", "transaction_at", "raw_body", "created_at")
SELECT DISTINCT ON (found.receipt)
  'mpesa', found.checkout, found.merchant, found.receipt, found.shillings * 100, 'KES', found.phone,
  CASE WHEN found.transaction_date ~ '^\d{14}$'
    THEN to_timestamp(found.transaction_date, 'YYYYMMDDHH24MISS')::timestamp AT TIME ZONE 'Africa/Nairobi' END,
  found.detail, found.created_at
FROM (
  SELECT
    e."detail" AS detail,
    e."created_at" AS created_at,
    e."detail" ->> 'CheckoutRequestID' AS checkout,
    e."detail" ->> 'MerchantRequestID' AS merchant,
    jsonb_path_query_first(e."detail", '$.CallbackMetadata.Item[*] ? (@.Name == "MpesaReceiptNumber").Value') #>> '{}' AS receipt,
    (jsonb_path_query_first(e."detail", '$.CallbackMetadata.Item[*] ? (@.Name == "Amount").Value') #>> '{}') AS amount_text,
    jsonb_path_query_first(e."detail", '$.CallbackMetadata.Item[*] ? (@.Name == "PhoneNumber").Value') #>> '{}' AS phone,
    jsonb_path_query_first(e."detail", '$.CallbackMetadata.Item[*] ? (@.Name == "TransactionDate").Value') #>> '{}' AS transaction_date,
    NULL::integer AS shillings
  FROM "payment_events" e
  WHERE e."source" = 'callback_unknown' AND e."payment_id" IS NULL AND e."detail" ->> 'ResultCode' = '0'
) AS raw
CROSS JOIN LATERAL (
  SELECT raw.detail, raw.created_at, raw.checkout, raw.merchant, raw.receipt, raw.phone, raw.transaction_date,
    CASE WHEN raw.amount_text ~ '^\d{1,7}$' THEN raw.amount_text::integer END AS shillings
) AS found
WHERE found.receipt IS NOT NULL AND found.receipt <> '' AND found.shillings > 0
  AND NOT EXISTS (SELECT 1 FROM "payments" p WHERE p."method" = 'mpesa' AND p."provider_receipt" = found.receipt)
ORDER BY found.receipt, found.created_at
ON CONFLICT DO NOTHING;
