CREATE TABLE "staff_invitations" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"name" text NOT NULL,
	"role" text NOT NULL,
	"token_hash" text NOT NULL,
	"invited_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"accepted_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "staff_invitations_token_hash_unique" UNIQUE("token_hash"),
	CONSTRAINT "staff_invitations_role_known" CHECK ("staff_invitations"."role" in ('owner', 'manager', 'agent'))
);
--> statement-breakpoint
CREATE TABLE "gallery_images" (
	"id" serial PRIMARY KEY NOT NULL,
	"safari_id" integer,
	"destination_id" integer,
	"hotel_id" integer,
	"url" text NOT NULL,
	"alt" text NOT NULL,
	"focal_x" integer DEFAULT 50 NOT NULL,
	"focal_y" integer DEFAULT 50 NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "gallery_images_one_owner" CHECK (num_nonnulls("gallery_images"."safari_id", "gallery_images"."destination_id", "gallery_images"."hotel_id") = 1),
	CONSTRAINT "gallery_images_alt_present" CHECK (char_length(btrim("gallery_images"."alt")) between 1 and 300),
	CONSTRAINT "gallery_images_focal_range" CHECK ("gallery_images"."focal_x" between 0 and 100 and "gallery_images"."focal_y" between 0 and 100),
	CONSTRAINT "gallery_images_position_not_negative" CHECK ("gallery_images"."position" >= 0)
);
--> statement-breakpoint
CREATE TABLE "review_notes" (
	"id" serial PRIMARY KEY NOT NULL,
	"review_id" integer NOT NULL,
	"author_id" text,
	"author_name" text NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "review_notes_body_length" CHECK (char_length("review_notes"."body") between 1 and 10000)
);
--> statement-breakpoint
ALTER TABLE "hotels_lodges" ADD COLUMN "rooms" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "hotels_lodges" ADD COLUMN "amenities" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "hotels_lodges" ADD COLUMN "latitude" double precision;--> statement-breakpoint
ALTER TABLE "hotels_lodges" ADD COLUMN "longitude" double precision;--> statement-breakpoint
ALTER TABLE "parks" ADD COLUMN "destination_id" integer;--> statement-breakpoint
ALTER TABLE "itinerary_days" ADD COLUMN "hotel_id" integer;--> statement-breakpoint
ALTER TABLE "staff_invitations" ADD CONSTRAINT "staff_invitations_invited_by_staff_users_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."staff_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gallery_images" ADD CONSTRAINT "gallery_images_safari_id_safari_packages_id_fk" FOREIGN KEY ("safari_id") REFERENCES "public"."safari_packages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gallery_images" ADD CONSTRAINT "gallery_images_destination_id_destinations_id_fk" FOREIGN KEY ("destination_id") REFERENCES "public"."destinations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gallery_images" ADD CONSTRAINT "gallery_images_hotel_id_hotels_lodges_id_fk" FOREIGN KEY ("hotel_id") REFERENCES "public"."hotels_lodges"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_notes" ADD CONSTRAINT "review_notes_review_id_reviews_id_fk" FOREIGN KEY ("review_id") REFERENCES "public"."reviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_notes" ADD CONSTRAINT "review_notes_author_id_staff_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."staff_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "staff_invitations_email_idx" ON "staff_invitations" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "gallery_images_safari_idx" ON "gallery_images" USING btree ("safari_id","position");--> statement-breakpoint
CREATE INDEX "gallery_images_destination_idx" ON "gallery_images" USING btree ("destination_id","position");--> statement-breakpoint
CREATE INDEX "gallery_images_hotel_idx" ON "gallery_images" USING btree ("hotel_id","position");--> statement-breakpoint
CREATE INDEX "review_notes_review_idx" ON "review_notes" USING btree ("review_id","id");--> statement-breakpoint
ALTER TABLE "parks" ADD CONSTRAINT "parks_destination_id_destinations_id_fk" FOREIGN KEY ("destination_id") REFERENCES "public"."destinations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "itinerary_days" ADD CONSTRAINT "itinerary_days_hotel_id_hotels_lodges_id_fk" FOREIGN KEY ("hotel_id") REFERENCES "public"."hotels_lodges"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "itinerary_days_hotel_idx" ON "itinerary_days" USING btree ("hotel_id");--> statement-breakpoint
-- Backfill for databases made before this migration: a park is the destination of the same slug, or of the
-- slug it starts with (tsavo-west -> tsavo); a night is at one of our lodges when its words name the lodge.
UPDATE "parks" SET "destination_id" = "destinations"."id" FROM "destinations"
  WHERE "parks"."destination_id" IS NULL
    AND ("parks"."slug" = "destinations"."slug" OR "parks"."slug" LIKE "destinations"."slug" || '-%');--> statement-breakpoint
UPDATE "itinerary_days" SET "hotel_id" = "hotels_lodges"."id" FROM "hotels_lodges"
  WHERE "itinerary_days"."hotel_id" IS NULL
    AND position(lower("hotels_lodges"."name") in lower("itinerary_days"."accommodation")) > 0;
