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
ALTER TABLE "unmatched_provider_payments" ADD CONSTRAINT "unmatched_provider_payments_matched_booking_id_bookings_id_fk" FOREIGN KEY ("matched_booking_id") REFERENCES "public"."bookings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unmatched_provider_payments" ADD CONSTRAINT "unmatched_provider_payments_matched_payment_id_payments_id_fk" FOREIGN KEY ("matched_payment_id") REFERENCES "public"."payments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unmatched_provider_payments" ADD CONSTRAINT "unmatched_provider_payments_handled_by_staff_users_id_fk" FOREIGN KEY ("handled_by") REFERENCES "public"."staff_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "unmatched_provider_payments_checkout_key" ON "unmatched_provider_payments" USING btree ("provider","checkout_request_id") WHERE "unmatched_provider_payments"."checkout_request_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "unmatched_provider_payments_receipt_key" ON "unmatched_provider_payments" USING btree ("provider","receipt") WHERE "unmatched_provider_payments"."receipt" is not null;--> statement-breakpoint
CREATE INDEX "unmatched_provider_payments_status_idx" ON "unmatched_provider_payments" USING btree ("status","created_at");--> statement-breakpoint
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
