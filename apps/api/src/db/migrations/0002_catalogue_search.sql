-- Substring search needs pg_trgm (its indexes come in the next migration); ETags need a catalogue version bumped by every write.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
-- Starts at the clock in milliseconds, so a recreated database never repeats an ETag a browser may still hold.
INSERT INTO "app_settings" ("key", "value")
VALUES ('catalogue_version', (floor(extract(epoch from clock_timestamp()) * 1000))::bigint::text)
ON CONFLICT ("key") DO NOTHING;
--> statement-breakpoint
-- Runs at commit (deferred), once per transaction: the version row is the last lock a writer takes,
-- so it cannot join a deadlock cycle, and readers see the new version only with the new data.
-- The NOTIFY lets each API process keep the version in memory instead of reading it per request.
CREATE OR REPLACE FUNCTION "bump_catalogue_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('app.catalogue_version_bumped', true) = 'on' THEN
    RETURN NULL;
  END IF;
  PERFORM set_config('app.catalogue_version_bumped', 'on', true);
  INSERT INTO "app_settings" ("key", "value")
  VALUES ('catalogue_version', (floor(extract(epoch from clock_timestamp()) * 1000))::bigint::text)
  ON CONFLICT ("key") DO UPDATE SET "value" = ("app_settings"."value"::bigint + 1)::text;
  -- Delivered to every API process on commit (never on rollback), so they stop trusting their copy.
  PERFORM pg_notify('catalogue_version', '');
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "products_catalogue_version" AFTER INSERT OR UPDATE OR DELETE ON "products"
DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_catalogue_version"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "categories_catalogue_version" AFTER INSERT OR UPDATE OR DELETE ON "categories"
DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_catalogue_version"();
