CREATE TABLE "park_fees" (
	"id" serial PRIMARY KEY NOT NULL,
	"park_id" integer NOT NULL,
	"residency" text NOT NULL,
	"min_age" integer NOT NULL,
	"max_age" integer NOT NULL,
	"season" text,
	"currency" text NOT NULL,
	"per_person_per_day" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "park_fees_residency_known" CHECK ("park_fees"."residency" in ('non_resident', 'resident', 'citizen')),
	CONSTRAINT "park_fees_season_known" CHECK ("park_fees"."season" is null or "park_fees"."season" in ('high', 'shoulder', 'green')),
	CONSTRAINT "park_fees_currency_known" CHECK ("park_fees"."currency" in ('USD', 'KES', 'TZS', 'EUR', 'GBP')),
	CONSTRAINT "park_fees_ages_ordered" CHECK ("park_fees"."min_age" >= 0 and "park_fees"."min_age" <= "park_fees"."max_age" and "park_fees"."max_age" <= 120),
	CONSTRAINT "park_fees_amount_not_negative" CHECK ("park_fees"."per_person_per_day" >= 0)
);
--> statement-breakpoint
CREATE TABLE "parks" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"country" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "parks_slug_unique" UNIQUE("slug"),
	CONSTRAINT "parks_country_served" CHECK ("parks"."country" in ('Kenya', 'Tanzania'))
);
--> statement-breakpoint
CREATE TABLE "child_bands" (
	"id" serial PRIMARY KEY NOT NULL,
	"card_id" integer NOT NULL,
	"min_age" integer NOT NULL,
	"max_age" integer NOT NULL,
	"kind" text NOT NULL,
	"value" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "child_bands_card_min_age_unique" UNIQUE("card_id","min_age"),
	CONSTRAINT "child_bands_kind_known" CHECK ("child_bands"."kind" in ('free', 'percent', 'fixed')),
	CONSTRAINT "child_bands_ages_ordered" CHECK ("child_bands"."min_age" >= 0 and "child_bands"."min_age" <= "child_bands"."max_age" and "child_bands"."max_age" <= 17),
	CONSTRAINT "child_bands_value_fits_kind" CHECK (("child_bands"."kind" = 'free' and "child_bands"."value" = 0) or ("child_bands"."kind" = 'percent' and "child_bands"."value" between 0 and 100) or ("child_bands"."kind" = 'fixed' and "child_bands"."value" >= 0))
);
--> statement-breakpoint
CREATE TABLE "exchange_rates" (
	"currency" text PRIMARY KEY NOT NULL,
	"units_per_usd" numeric(18, 6) NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "exchange_rates_currency_known" CHECK ("exchange_rates"."currency" in ('USD', 'KES', 'TZS', 'EUR', 'GBP')),
	CONSTRAINT "exchange_rates_not_usd" CHECK ("exchange_rates"."currency" <> 'USD'),
	CONSTRAINT "exchange_rates_positive" CHECK ("exchange_rates"."units_per_usd" > 0)
);
--> statement-breakpoint
CREATE TABLE "party_rates" (
	"id" serial PRIMARY KEY NOT NULL,
	"card_id" integer NOT NULL,
	"season" text NOT NULL,
	"min_travellers" integer NOT NULL,
	"max_travellers" integer NOT NULL,
	"per_person_per_night" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "party_rates_card_season_min_unique" UNIQUE("card_id","season","min_travellers"),
	CONSTRAINT "party_rates_season_known" CHECK ("party_rates"."season" in ('high', 'shoulder', 'green')),
	CONSTRAINT "party_rates_travellers_ordered" CHECK (1 <= "party_rates"."min_travellers" and "party_rates"."min_travellers" <= "party_rates"."max_travellers" and "party_rates"."max_travellers" <= 99),
	CONSTRAINT "party_rates_amount_not_negative" CHECK ("party_rates"."per_person_per_night" >= 0)
);
--> statement-breakpoint
CREATE TABLE "rate_cards" (
	"id" serial PRIMARY KEY NOT NULL,
	"package_id" integer NOT NULL,
	"residency" text NOT NULL,
	"currency" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rate_cards_package_residency_unique" UNIQUE("package_id","residency"),
	CONSTRAINT "rate_cards_residency_known" CHECK ("rate_cards"."residency" in ('non_resident', 'resident', 'citizen')),
	CONSTRAINT "rate_cards_currency_known" CHECK ("rate_cards"."currency" in ('USD', 'KES', 'TZS', 'EUR', 'GBP'))
);
--> statement-breakpoint
CREATE TABLE "rate_versions" (
	"id" serial PRIMARY KEY NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"staff_user_id" text,
	"transaction_id" bigint DEFAULT txid_current() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rate_versions_transaction_id_unique" UNIQUE("transaction_id")
);
--> statement-breakpoint
CREATE TABLE "seasons" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"starts_on" date NOT NULL,
	"ends_on" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "seasons_kind_known" CHECK ("seasons"."kind" in ('high', 'shoulder', 'green')),
	CONSTRAINT "seasons_dates_ordered" CHECK ("seasons"."ends_on" >= "seasons"."starts_on"),
	CONSTRAINT "seasons_name_present" CHECK (char_length("seasons"."name") between 1 and 100)
);
--> statement-breakpoint
CREATE TABLE "single_supplements" (
	"id" serial PRIMARY KEY NOT NULL,
	"card_id" integer NOT NULL,
	"season" text NOT NULL,
	"per_night" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "single_supplements_card_season_unique" UNIQUE("card_id","season"),
	CONSTRAINT "single_supplements_season_known" CHECK ("single_supplements"."season" in ('high', 'shoulder', 'green')),
	CONSTRAINT "single_supplements_amount_not_negative" CHECK ("single_supplements"."per_night" >= 0)
);
--> statement-breakpoint
ALTER TABLE "discount_codes" ALTER COLUMN "percent_off" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "quote" jsonb;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "rates_version" integer;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "residency" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "child_ages" integer[] DEFAULT '{}'::integer[] NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "singles" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "discount_code" text;--> statement-breakpoint
ALTER TABLE "discount_codes" ADD COLUMN "kind" text DEFAULT 'percent' NOT NULL;--> statement-breakpoint
ALTER TABLE "discount_codes" ADD COLUMN "amount_off" integer;--> statement-breakpoint
ALTER TABLE "discount_codes" ADD COLUMN "currency" text;--> statement-breakpoint
ALTER TABLE "discount_codes" ADD COLUMN "usage_limit" integer;--> statement-breakpoint
ALTER TABLE "discount_codes" ADD COLUMN "times_used" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "discount_codes" ADD COLUMN "package_id" integer;--> statement-breakpoint
ALTER TABLE "itinerary_days" ADD COLUMN "park_id" integer;--> statement-breakpoint
ALTER TABLE "safari_packages" ADD COLUMN "minimum_age" integer;--> statement-breakpoint
ALTER TABLE "safari_packages" ADD COLUMN "park_fees_included" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "park_fees" ADD CONSTRAINT "park_fees_park_id_parks_id_fk" FOREIGN KEY ("park_id") REFERENCES "public"."parks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "child_bands" ADD CONSTRAINT "child_bands_card_id_rate_cards_id_fk" FOREIGN KEY ("card_id") REFERENCES "public"."rate_cards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "party_rates" ADD CONSTRAINT "party_rates_card_id_rate_cards_id_fk" FOREIGN KEY ("card_id") REFERENCES "public"."rate_cards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rate_cards" ADD CONSTRAINT "rate_cards_package_id_safari_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."safari_packages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rate_versions" ADD CONSTRAINT "rate_versions_staff_user_id_staff_users_id_fk" FOREIGN KEY ("staff_user_id") REFERENCES "public"."staff_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "single_supplements" ADD CONSTRAINT "single_supplements_card_id_rate_cards_id_fk" FOREIGN KEY ("card_id") REFERENCES "public"."rate_cards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "park_fees_park_idx" ON "park_fees" USING btree ("park_id");--> statement-breakpoint
CREATE INDEX "seasons_starts_on_idx" ON "seasons" USING btree ("starts_on");--> statement-breakpoint
ALTER TABLE "discount_codes" ADD CONSTRAINT "discount_codes_package_id_safari_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."safari_packages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "itinerary_days" ADD CONSTRAINT "itinerary_days_park_id_parks_id_fk" FOREIGN KEY ("park_id") REFERENCES "public"."parks"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "discount_codes_code_lower_unique" ON "discount_codes" USING btree (lower("code"));--> statement-breakpoint
CREATE INDEX "itinerary_days_park_idx" ON "itinerary_days" USING btree ("park_id");--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_residency_known" CHECK ("bookings"."residency" is null or "bookings"."residency" in ('non_resident', 'resident', 'citizen'));--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_singles_range" CHECK ("bookings"."singles" between 0 and 20);--> statement-breakpoint
ALTER TABLE "discount_codes" ADD CONSTRAINT "discount_codes_kind_known" CHECK ("discount_codes"."kind" in ('percent', 'amount'));--> statement-breakpoint
ALTER TABLE "discount_codes" ADD CONSTRAINT "discount_codes_value_fits_kind" CHECK (("discount_codes"."kind" = 'percent' and "discount_codes"."percent_off" is not null and "discount_codes"."amount_off" is null and "discount_codes"."currency" is null) or ("discount_codes"."kind" = 'amount' and "discount_codes"."percent_off" is null and "discount_codes"."amount_off" is not null and "discount_codes"."currency" is not null));--> statement-breakpoint
ALTER TABLE "discount_codes" ADD CONSTRAINT "discount_codes_amount_positive" CHECK ("discount_codes"."amount_off" is null or "discount_codes"."amount_off" > 0);--> statement-breakpoint
ALTER TABLE "discount_codes" ADD CONSTRAINT "discount_codes_currency_known" CHECK ("discount_codes"."currency" is null or "discount_codes"."currency" in ('USD', 'KES', 'TZS', 'EUR', 'GBP'));--> statement-breakpoint
ALTER TABLE "discount_codes" ADD CONSTRAINT "discount_codes_usage_limit_positive" CHECK ("discount_codes"."usage_limit" is null or "discount_codes"."usage_limit" >= 1);--> statement-breakpoint
ALTER TABLE "discount_codes" ADD CONSTRAINT "discount_codes_uses_within_limit" CHECK ("discount_codes"."times_used" >= 0 and ("discount_codes"."usage_limit" is null or "discount_codes"."times_used" <= "discount_codes"."usage_limit"));--> statement-breakpoint
ALTER TABLE "safari_packages" ADD CONSTRAINT "safari_packages_minimum_age_range" CHECK ("safari_packages"."minimum_age" is null or "safari_packages"."minimum_age" between 0 and 99);--> statement-breakpoint
-- Written by hand (Drizzle describes neither): no two seasons share a day. GiST over a date range is core
-- PostgreSQL (no extension), in PGlite too.
ALTER TABLE "seasons" ADD CONSTRAINT "seasons_no_overlap" EXCLUDE USING gist (daterange("starts_on", "ends_on", '[]') WITH &&);
--> statement-breakpoint
-- Written by hand: every transaction that changes what a quote is made from adds one rate_versions row.
-- Deferred to the commit and serialised by an advisory lock held until the commit ends, so version numbers
-- follow the order the changes become visible. recordRatesChange() sets the note and staff member.
CREATE FUNCTION "note_rates_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_advisory_xact_lock(7240313);
  -- Looked up first: an insert that conflicts would still use up a number of the id sequence.
  IF NOT EXISTS (SELECT 1 FROM "rate_versions" WHERE "transaction_id" = txid_current()) THEN
    INSERT INTO "rate_versions" ("note", "staff_user_id")
    VALUES (
      coalesce(current_setting('rates.note', true), ''),
      nullif(current_setting('rates.staff_user_id', true), '')
    );
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "seasons_rates_version" AFTER INSERT OR UPDATE OR DELETE ON "seasons" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "note_rates_change"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "rate_cards_rates_version" AFTER INSERT OR UPDATE OR DELETE ON "rate_cards" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "note_rates_change"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "party_rates_rates_version" AFTER INSERT OR UPDATE OR DELETE ON "party_rates" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "note_rates_change"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "child_bands_rates_version" AFTER INSERT OR UPDATE OR DELETE ON "child_bands" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "note_rates_change"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "single_supplements_rates_version" AFTER INSERT OR UPDATE OR DELETE ON "single_supplements" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "note_rates_change"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "parks_rates_version" AFTER INSERT OR UPDATE OR DELETE ON "parks" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "note_rates_change"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "park_fees_rates_version" AFTER INSERT OR UPDATE OR DELETE ON "park_fees" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "note_rates_change"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "exchange_rates_rates_version" AFTER INSERT OR UPDATE OR DELETE ON "exchange_rates" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "note_rates_change"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "discount_codes_rates_version" AFTER INSERT OR DELETE ON "discount_codes" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "note_rates_change"();
--> statement-breakpoint
-- A code being used (times_used) is not a change of rates.
CREATE CONSTRAINT TRIGGER "discount_codes_rates_version_update" AFTER UPDATE ON "discount_codes" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW WHEN ((OLD."code", OLD."kind", OLD."percent_off", OLD."amount_off", OLD."currency", OLD."valid_from", OLD."valid_until", OLD."usage_limit", OLD."package_id", OLD."active") IS DISTINCT FROM (NEW."code", NEW."kind", NEW."percent_off", NEW."amount_off", NEW."currency", NEW."valid_from", NEW."valid_until", NEW."usage_limit", NEW."package_id", NEW."active")) EXECUTE FUNCTION "note_rates_change"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "safari_packages_rates_version" AFTER UPDATE ON "safari_packages" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW WHEN ((OLD."slug", OLD."title", OLD."duration_days", OLD."minimum_age", OLD."park_fees_included") IS DISTINCT FROM (NEW."slug", NEW."title", NEW."duration_days", NEW."minimum_age", NEW."park_fees_included")) EXECUTE FUNCTION "note_rates_change"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "itinerary_days_rates_version_insert" AFTER INSERT ON "itinerary_days" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW WHEN (NEW."park_id" IS NOT NULL) EXECUTE FUNCTION "note_rates_change"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "itinerary_days_rates_version_delete" AFTER DELETE ON "itinerary_days" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW WHEN (OLD."park_id" IS NOT NULL) EXECUTE FUNCTION "note_rates_change"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "itinerary_days_rates_version_update" AFTER UPDATE ON "itinerary_days" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW WHEN ((OLD."safari_id", OLD."day_number", OLD."park_id") IS DISTINCT FROM (NEW."safari_id", NEW."day_number", NEW."park_id")) EXECUTE FUNCTION "note_rates_change"();
