ALTER TABLE "bookings" ADD COLUMN "itinerary" jsonb;--> statement-breakpoint
ALTER TABLE "safari_packages" ADD COLUMN "archived_at" timestamp with time zone;--> statement-breakpoint
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
