CREATE TABLE "content_translations" (
	"id" serial PRIMARY KEY NOT NULL,
	"entity" text NOT NULL,
	"entity_id" integer NOT NULL,
	"field" text NOT NULL,
	"locale" text NOT NULL,
	"value" jsonb NOT NULL,
	"source_hash" text NOT NULL,
	"updated_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "content_translations_field_unique" UNIQUE("entity","entity_id","field","locale"),
	CONSTRAINT "content_translations_locale_known" CHECK ("content_translations"."locale" in ('de', 'fr', 'it', 'es'))
);
--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "locale" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "chat_conversations" ADD COLUMN "locale" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "inquiries" ADD COLUMN "locale" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "locale" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "content_translations" ADD CONSTRAINT "content_translations_updated_by_staff_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."staff_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "content_translations_locale_idx" ON "content_translations" USING btree ("locale","entity","entity_id");--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_locale_known" CHECK ("locale" in ('en', 'de', 'fr', 'it', 'es'));--> statement-breakpoint
ALTER TABLE "chat_conversations" ADD CONSTRAINT "chat_conversations_locale_known" CHECK ("locale" in ('en', 'de', 'fr', 'it', 'es'));--> statement-breakpoint
ALTER TABLE "inquiries" ADD CONSTRAINT "inquiries_locale_known" CHECK ("locale" in ('en', 'de', 'fr', 'it', 'es'));--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_locale_known" CHECK ("locale" in ('en', 'de', 'fr', 'it', 'es'));--> statement-breakpoint
-- A record's translations go with it (the table cannot hold a foreign key to nine tables): each translated
-- table deletes its rows' translations as they are deleted, cascades included.
CREATE FUNCTION "delete_content_translations"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "content_translations" WHERE "entity" = TG_ARGV[0] AND "entity_id" = OLD."id";
  RETURN OLD;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "safari_packages_translations_gone" AFTER DELETE ON "safari_packages" FOR EACH ROW EXECUTE FUNCTION "delete_content_translations"('package');--> statement-breakpoint
CREATE TRIGGER "itinerary_days_translations_gone" AFTER DELETE ON "itinerary_days" FOR EACH ROW EXECUTE FUNCTION "delete_content_translations"('itinerary_day');--> statement-breakpoint
CREATE TRIGGER "destinations_translations_gone" AFTER DELETE ON "destinations" FOR EACH ROW EXECUTE FUNCTION "delete_content_translations"('destination');--> statement-breakpoint
CREATE TRIGGER "destination_attractions_translations_gone" AFTER DELETE ON "destination_attractions" FOR EACH ROW EXECUTE FUNCTION "delete_content_translations"('attraction');--> statement-breakpoint
CREATE TRIGGER "destination_transport_options_translations_gone" AFTER DELETE ON "destination_transport_options" FOR EACH ROW EXECUTE FUNCTION "delete_content_translations"('transport');--> statement-breakpoint
CREATE TRIGGER "destination_accommodation_options_translations_gone" AFTER DELETE ON "destination_accommodation_options" FOR EACH ROW EXECUTE FUNCTION "delete_content_translations"('stay');--> statement-breakpoint
CREATE TRIGGER "hotels_lodges_translations_gone" AFTER DELETE ON "hotels_lodges" FOR EACH ROW EXECUTE FUNCTION "delete_content_translations"('hotel');--> statement-breakpoint
CREATE TRIGGER "gallery_images_translations_gone" AFTER DELETE ON "gallery_images" FOR EACH ROW EXECUTE FUNCTION "delete_content_translations"('gallery_image');--> statement-breakpoint
CREATE TRIGGER "videos_translations_gone" AFTER DELETE ON "videos" FOR EACH ROW EXECUTE FUNCTION "delete_content_translations"('video');
