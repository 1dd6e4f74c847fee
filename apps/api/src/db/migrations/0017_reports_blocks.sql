CREATE TABLE "account_blocks" (
	"blocker_id" integer NOT NULL,
	"blocked_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "account_blocks_blocker_id_blocked_id_pk" PRIMARY KEY("blocker_id","blocked_id"),
	CONSTRAINT "account_blocks_not_self" CHECK ("account_blocks"."blocker_id" <> "account_blocks"."blocked_id")
);
--> statement-breakpoint
CREATE TABLE "consultation_reports" (
	"id" serial PRIMARY KEY NOT NULL,
	"consultation_id" integer NOT NULL,
	"reporter_id" integer NOT NULL,
	"reported_id" integer NOT NULL,
	"reason" varchar(20) NOT NULL,
	"text" text DEFAULT '' NOT NULL,
	"last_message_id" integer,
	"status" varchar(10) DEFAULT 'open' NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "consultation_reports_reason" CHECK ("consultation_reports"."reason" in ('harassment', 'fear_selling', 'explicit', 'off_platform', 'other')),
	CONSTRAINT "consultation_reports_status" CHECK ("consultation_reports"."status" in ('open', 'dismissed', 'actioned'))
);
--> statement-breakpoint
ALTER TABLE "account_blocks" ADD CONSTRAINT "account_blocks_blocker_id_users_id_fk" FOREIGN KEY ("blocker_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_blocks" ADD CONSTRAINT "account_blocks_blocked_id_users_id_fk" FOREIGN KEY ("blocked_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consultation_reports" ADD CONSTRAINT "consultation_reports_consultation_id_consultations_id_fk" FOREIGN KEY ("consultation_id") REFERENCES "public"."consultations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consultation_reports" ADD CONSTRAINT "consultation_reports_reporter_id_users_id_fk" FOREIGN KEY ("reporter_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consultation_reports" ADD CONSTRAINT "consultation_reports_reported_id_users_id_fk" FOREIGN KEY ("reported_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "account_blocks_blocked_idx" ON "account_blocks" USING btree ("blocked_id");--> statement-breakpoint
CREATE UNIQUE INDEX "consultation_reports_reporter_key" ON "consultation_reports" USING btree ("consultation_id","reporter_id");--> statement-breakpoint
CREATE INDEX "consultation_reports_open_idx" ON "consultation_reports" USING btree ("status","id");