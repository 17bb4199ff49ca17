-- The offline reading route (docs/domain.md "Offline reading route"): how a reading was taken on a phone. Its
-- client_reading_id, the id the phone generated, is the idempotency key of POST /reading/batch: the same reading
-- sent twice (a retry, two tabs) finds its row here and is stored once. The photo of the register, when one was
-- taken, is kept by the api under the reading's client id (modules/readings/photo-store.ts); the row says its type.
CREATE TABLE "reading_captures" (
	"client_reading_id" uuid PRIMARY KEY NOT NULL,
	"reading_id" integer NOT NULL,
	"note" text,
	"latitude" double precision,
	"longitude" double precision,
	"accuracy_meters" double precision,
	"captured_at" timestamp with time zone,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"photo_type" text,
	"photo_bytes" integer,
	CONSTRAINT "reading_captures_reading_unique" UNIQUE("reading_id"),
	CONSTRAINT "reading_captures_photo_check" CHECK (("reading_captures"."photo_type" is null) = ("reading_captures"."photo_bytes" is null) and ("reading_captures"."photo_type" is null or "reading_captures"."photo_type" in ('image/jpeg', 'image/png', 'image/webp'))),
	CONSTRAINT "reading_captures_note_check" CHECK (char_length("reading_captures"."note") <= 500),
	CONSTRAINT "reading_captures_position_check" CHECK (("reading_captures"."latitude" is null or "reading_captures"."latitude" between -90 and 90) and ("reading_captures"."longitude" is null or "reading_captures"."longitude" between -180 and 180))
);
--> statement-breakpoint
ALTER TABLE "reading_captures" ADD CONSTRAINT "reading_captures_reading_id_readings_id_fk" FOREIGN KEY ("reading_id") REFERENCES "public"."readings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE TRIGGER "audit" AFTER INSERT OR UPDATE OR DELETE ON "reading_captures"
	FOR EACH ROW EXECUTE FUNCTION "audit_change"('key:reading_id');
