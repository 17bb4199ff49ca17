-- The consumption reports read every reading of a period by zone (docs/domain.md "Reports").
-- zone_id: the zone of the reading's meter, i.e. of the meter's client, stored so a report groups a period's readings
-- by zone without joining each one to its meter and client. It is always the client's current zone, as the reports
-- that join through contracts and clients see it: kept in step by the database, like invoices.billing_month
-- (migration 0009): set on every insert (whichever write path) and on a change of meter, and followed when a client
-- moves to another zone or a meter to another client.
ALTER TABLE "readings" ADD COLUMN "zone_id" integer;--> statement-breakpoint
UPDATE "readings" r SET "zone_id" = cl."zone_id"
  FROM "client_meters" cm JOIN "clients" cl ON cl."id" = cm."client_id" WHERE cm."id" = r."meter_id";--> statement-breakpoint
ALTER TABLE "readings" ALTER COLUMN "zone_id" SET NOT NULL;--> statement-breakpoint
CREATE FUNCTION "reading_zone"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT cl.zone_id INTO NEW.zone_id FROM client_meters cm JOIN clients cl ON cl.id = cm.client_id WHERE cm.id = NEW.meter_id;
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "readings_zone" BEFORE INSERT OR UPDATE OF "meter_id", "zone_id" ON "readings"
  FOR EACH ROW EXECUTE FUNCTION "reading_zone"();--> statement-breakpoint
CREATE FUNCTION "client_readings_zone"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE readings SET zone_id = NEW.zone_id WHERE meter_id IN (SELECT id FROM client_meters WHERE client_id = NEW.id);
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "clients_readings_zone" AFTER UPDATE OF "zone_id" ON "clients"
  FOR EACH ROW WHEN (OLD."zone_id" IS DISTINCT FROM NEW."zone_id") EXECUTE FUNCTION "client_readings_zone"();--> statement-breakpoint
CREATE FUNCTION "meter_readings_zone"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE readings SET zone_id = (SELECT zone_id FROM clients WHERE id = NEW.client_id) WHERE meter_id = NEW.id;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "client_meters_readings_zone" AFTER UPDATE OF "client_id" ON "client_meters"
  FOR EACH ROW WHEN (OLD."client_id" IS DISTINCT FROM NEW."client_id") EXECUTE FUNCTION "meter_readings_zone"();--> statement-breakpoint
-- Meters with zero or falling consumption read each meter's three latest readings of the period: the live readings
-- by meter and period, now carrying the consumption, answer that from the index alone (an index-only scan).
DROP INDEX "readings_meter_period_unique";--> statement-breakpoint
CREATE UNIQUE INDEX "readings_meter_period_unique" ON "readings" USING btree ("meter_id","reading_year","reading_month")
  INCLUDE ("consumption") WHERE "readings"."state" <> 'CANCELED';
