CREATE TABLE "moderation_audit" (
	"id" serial PRIMARY KEY NOT NULL,
	"admin_id" integer NOT NULL,
	"action" varchar(20) NOT NULL,
	"report_id" integer,
	"flag_id" integer,
	"note" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "moderation_audit_action" CHECK ("moderation_audit"."action" in ('view_report', 'dismiss_report', 'resolve_flag'))
);
--> statement-breakpoint
ALTER TABLE "moderation_audit" ADD CONSTRAINT "moderation_audit_admin_id_users_id_fk" FOREIGN KEY ("admin_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "moderation_audit" ADD CONSTRAINT "moderation_audit_report_id_consultation_reports_id_fk" FOREIGN KEY ("report_id") REFERENCES "public"."consultation_reports"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "moderation_audit" ADD CONSTRAINT "moderation_audit_flag_id_safety_flags_id_fk" FOREIGN KEY ("flag_id") REFERENCES "public"."safety_flags"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "moderation_audit_report_idx" ON "moderation_audit" USING btree ("report_id");--> statement-breakpoint
CREATE OR REPLACE FUNCTION "moderation_audit_unchangeable"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'the moderation audit log is written once and never changed';
END;
$$;--> statement-breakpoint
CREATE TRIGGER "moderation_audit_unchangeable" BEFORE UPDATE OR DELETE ON "moderation_audit"
  FOR EACH ROW EXECUTE FUNCTION "moderation_audit_unchangeable"();
