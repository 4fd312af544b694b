-- Written by hand: season and park names are translated content (content_translations, entities 'season' and
-- 'park'). Their translations go with their record, like every other translated table's (0006)...
CREATE TRIGGER "seasons_translations_gone" AFTER DELETE ON "seasons" FOR EACH ROW EXECUTE FUNCTION "delete_content_translations"('season');--> statement-breakpoint
CREATE TRIGGER "parks_translations_gone" AFTER DELETE ON "parks" FOR EACH ROW EXECUTE FUNCTION "delete_content_translations"('park');--> statement-breakpoint
-- ...and a quote's lines name them in the traveller's language, so changing one of these translations is a
-- change of what quotes are made from: a new rates version (0002), which every cached rate book and quote follows.
CREATE CONSTRAINT TRIGGER "content_translations_rates_version" AFTER INSERT OR UPDATE ON "content_translations" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW WHEN (NEW."entity" in ('season', 'park')) EXECUTE FUNCTION "note_rates_change"();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "content_translations_rates_version_delete" AFTER DELETE ON "content_translations" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW WHEN (OLD."entity" in ('season', 'park')) EXECUTE FUNCTION "note_rates_change"();
