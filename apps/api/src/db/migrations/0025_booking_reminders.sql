CREATE TABLE "booking_reminder_sends" (
	"id" serial PRIMARY KEY NOT NULL,
	"booking_id" integer NOT NULL,
	"moment" varchar(4) NOT NULL,
	"user_id" integer NOT NULL,
	"channel" varchar(5) NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"attempts" smallint DEFAULT 0 NOT NULL,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "booking_reminder_sends_moment" CHECK ("booking_reminder_sends"."moment" in ('day', 'soon')),
	CONSTRAINT "booking_reminder_sends_channel" CHECK ("booking_reminder_sends"."channel" in ('push', 'email', 'sms'))
);
--> statement-breakpoint
ALTER TABLE "outbox_messages" ADD COLUMN "attachments" jsonb;--> statement-breakpoint
ALTER TABLE "booking_reminder_sends" ADD CONSTRAINT "booking_reminder_sends_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_reminder_sends" ADD CONSTRAINT "booking_reminder_sends_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "booking_reminder_sends_key" ON "booking_reminder_sends" USING btree ("booking_id","moment","user_id","channel");--> statement-breakpoint
CREATE INDEX "booking_reminder_sends_due_idx" ON "booking_reminder_sends" USING btree ("due_at") WHERE "booking_reminder_sends"."sent_at" is null;--> statement-breakpoint
CREATE INDEX "booking_reminder_sends_user_idx" ON "booking_reminder_sends" USING btree ("user_id");