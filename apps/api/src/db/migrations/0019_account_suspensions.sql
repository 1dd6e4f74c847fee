CREATE TABLE "account_suspensions" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"reason" varchar(20) NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"suspended_by" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"lifted_at" timestamp with time zone,
	"lifted_by" integer,
	CONSTRAINT "account_suspensions_reason" CHECK ("account_suspensions"."reason" in ('harassment', 'fear_selling', 'explicit', 'off_platform', 'other'))
);
--> statement-breakpoint
ALTER TABLE "consultations" DROP CONSTRAINT "consultations_end_reason";--> statement-breakpoint
ALTER TABLE "moderation_audit" DROP CONSTRAINT "moderation_audit_action";--> statement-breakpoint
ALTER TABLE "moderation_audit" ADD COLUMN "account_id" integer;--> statement-breakpoint
ALTER TABLE "account_suspensions" ADD CONSTRAINT "account_suspensions_account_id_users_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_suspensions" ADD CONSTRAINT "account_suspensions_suspended_by_users_id_fk" FOREIGN KEY ("suspended_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_suspensions" ADD CONSTRAINT "account_suspensions_lifted_by_users_id_fk" FOREIGN KEY ("lifted_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "account_suspensions_open_key" ON "account_suspensions" USING btree ("account_id") WHERE "account_suspensions"."lifted_at" is null;--> statement-breakpoint
ALTER TABLE "moderation_audit" ADD CONSTRAINT "moderation_audit_account_id_users_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consultations" ADD CONSTRAINT "consultations_end_reason" CHECK ("consultations"."end_reason" is null or "consultations"."end_reason" in ('user', 'astro', 'balance', 'disconnected', 'astro_lost', 'no_reply', 'astro_suspended', 'user_suspended'));--> statement-breakpoint
ALTER TABLE "moderation_audit" ADD CONSTRAINT "moderation_audit_action" CHECK ("moderation_audit"."action" in ('view_report', 'dismiss_report', 'resolve_flag', 'warn', 'refund', 'suspend', 'reinstate'));