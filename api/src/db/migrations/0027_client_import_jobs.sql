-- Importar Dados as a job (docs/domain.md "Importing existing books"): the upload stores the checked file here and
-- answers at once; the job queue (pg-boss) commits it. The row's id is drawn from client_imports' own sequence, so
-- the import the job commits is client_imports row of the same id: the id is the job's key, a second run of a
-- committed import finds that row and does nothing. Progress (rows_done) is written outside the commit's
-- transaction, the final state inside it. Not in the audit trail: the client_imports row is the import's one entry.
CREATE TABLE "client_import_jobs" (
	"id" integer PRIMARY KEY DEFAULT nextval('client_imports_id_seq'),
	"file_name" text NOT NULL,
	"checksum" text NOT NULL,
	"kind" text NOT NULL,
	"file" bytea,
	"state" text DEFAULT 'EM_FILA' NOT NULL,
	"rows_total" integer NOT NULL,
	"rows_done" integer DEFAULT 0 NOT NULL,
	"reason" text,
	"error_count" integer DEFAULT 0 NOT NULL,
	"errors" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"audit" jsonb NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	CONSTRAINT "client_import_jobs_state_check" CHECK ("state" in ('EM_FILA', 'A_IMPORTAR', 'CONCLUIDA', 'FALHOU')),
	CONSTRAINT "client_import_jobs_kind_check" CHECK ("kind" in ('csv', 'xlsx'))
);--> statement-breakpoint
ALTER TABLE "client_import_jobs" ADD CONSTRAINT "client_import_jobs_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "client_import_jobs_created_by_idx" ON "client_import_jobs" USING btree ("created_by");
