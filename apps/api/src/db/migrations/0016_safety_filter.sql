CREATE TABLE "safety_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"kind" varchar(10) NOT NULL,
	"source" varchar(10) NOT NULL,
	"source_id" integer,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "safety_events_kind" CHECK ("safety_events"."kind" in ('phone', 'email', 'upi', 'link', 'handle', 'abuse')),
	CONSTRAINT "safety_events_source" CHECK ("safety_events"."source" in ('chat', 'question', 'answer', 'review'))
);
--> statement-breakpoint
CREATE TABLE "safety_flags" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"strikes" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"resolved_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "consultation_messages" ADD COLUMN "masked" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "safety_events" ADD CONSTRAINT "safety_events_account_id_users_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "safety_flags" ADD CONSTRAINT "safety_flags_account_id_users_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "safety_events_account_idx" ON "safety_events" USING btree ("account_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "safety_flags_open_key" ON "safety_flags" USING btree ("account_id") WHERE "safety_flags"."resolved_at" is null;