ALTER TABLE "park_fees" DROP CONSTRAINT "park_fees_season_known";--> statement-breakpoint
ALTER TABLE "park_fees" ADD COLUMN "months" integer[];--> statement-breakpoint
ALTER TABLE "park_fees" ADD CONSTRAINT "park_fees_months_known" CHECK ("park_fees"."months" is null or (cardinality("park_fees"."months") between 1 and 12 and "park_fees"."months" <@ array[1,2,3,4,5,6,7,8,9,10,11,12]));--> statement-breakpoint
-- Written by hand: a fee that followed a season kind now follows the calendar months, as park authorities set
-- them. Each such fee is charged in the months whose 15th falls in a season of its kind in the year this runs;
-- a fee whose kind holds no month's 15th applied to no month, and goes. Staff check them under Rates > Park fees.
DELETE FROM "park_fees" WHERE "season" IS NOT NULL AND (
  SELECT coalesce(array_agg(m ORDER BY m), '{}') FROM generate_series(1, 12) AS m
  WHERE EXISTS (
    SELECT 1 FROM "seasons" s
    WHERE s."kind" = "park_fees"."season"
      AND make_date(extract(year FROM current_date)::int, m, 15) BETWEEN s."starts_on" AND s."ends_on"
  )
) = '{}';--> statement-breakpoint
UPDATE "park_fees" SET "months" = (
  SELECT coalesce(array_agg(m ORDER BY m), '{}') FROM generate_series(1, 12) AS m
  WHERE EXISTS (
    SELECT 1 FROM "seasons" s
    WHERE s."kind" = "park_fees"."season"
      AND make_date(extract(year FROM current_date)::int, m, 15) BETWEEN s."starts_on" AND s."ends_on"
  )
) WHERE "season" IS NOT NULL;
