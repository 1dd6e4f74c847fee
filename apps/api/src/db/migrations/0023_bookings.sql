ALTER TYPE "public"."user_wallet_entry" ADD VALUE 'booking_hold';--> statement-breakpoint
ALTER TYPE "public"."user_wallet_entry" ADD VALUE 'booking_release';--> statement-breakpoint
CREATE TABLE "bookings" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"astrologer_id" integer NOT NULL,
	"kind" varchar(10) NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"length_min" smallint NOT NULL,
	"price_paise" integer NOT NULL,
	"held_paise" integer NOT NULL,
	"status" varchar(30) DEFAULT 'booked' NOT NULL,
	"released_paise" integer DEFAULT 0 NOT NULL,
	"captured_paise" integer DEFAULT 0 NOT NULL,
	"cancelled_at" timestamp with time zone,
	"cancelled_by" integer,
	"cancel_reason" varchar(200),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bookings_kind" CHECK ("bookings"."kind" in ('chat', 'call', 'video')),
	CONSTRAINT "bookings_length" CHECK ("bookings"."length_min" in (15, 30, 45)),
	CONSTRAINT "bookings_price" CHECK ("bookings"."price_paise" between 0 and 1000000),
	CONSTRAINT "bookings_held" CHECK ("bookings"."held_paise" = "bookings"."price_paise" * "bookings"."length_min"),
	CONSTRAINT "bookings_status" CHECK ("bookings"."status" in ('booked', 'cancelled_by_user', 'cancelled_by_astrologer')),
	CONSTRAINT "bookings_settled" CHECK ("bookings"."released_paise" >= 0 and "bookings"."captured_paise" >= 0 and case when "bookings"."status" = 'booked'
        then "bookings"."released_paise" = 0 and "bookings"."captured_paise" = 0 and "bookings"."cancelled_at" is null and "bookings"."cancelled_by" is null
        when "bookings"."status" like 'cancelled%' then "bookings"."released_paise" + "bookings"."captured_paise" = "bookings"."held_paise" and "bookings"."cancelled_at" is not null
        else true end)
);
--> statement-breakpoint
ALTER TABLE "user_wallet_entries" ADD COLUMN "booking_id" integer;--> statement-breakpoint
ALTER TABLE "wallet_ledger" ADD COLUMN "booking_id" integer;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_astrologer_id_astrologers_id_fk" FOREIGN KEY ("astrologer_id") REFERENCES "public"."astrologers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_cancelled_by_users_id_fk" FOREIGN KEY ("cancelled_by") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bookings_astrologer_idx" ON "bookings" USING btree ("astrologer_id","starts_at");--> statement-breakpoint
CREATE INDEX "bookings_user_idx" ON "bookings" USING btree ("user_id","starts_at");--> statement-breakpoint
CREATE UNIQUE INDEX "bookings_booked_start_key" ON "bookings" USING btree ("astrologer_id","starts_at") WHERE "bookings"."status" = 'booked';--> statement-breakpoint
CREATE UNIQUE INDEX "user_wallet_entries_booking_hold_key" ON "user_wallet_entries" USING btree ("booking_id") WHERE "user_wallet_entries"."booking_id" is not null and "user_wallet_entries"."amount_paise" < 0;--> statement-breakpoint
CREATE INDEX "user_wallet_entries_booking_idx" ON "user_wallet_entries" USING btree ("booking_id");--> statement-breakpoint
CREATE UNIQUE INDEX "wallet_ledger_booking_key" ON "wallet_ledger" USING btree ("booking_id","account") WHERE "wallet_ledger"."booking_id" is not null;--> statement-breakpoint
ALTER TABLE "user_wallet_entries" ADD CONSTRAINT "user_wallet_entries_booking_shape" CHECK (("user_wallet_entries"."entry_type"::text in ('booking_hold', 'booking_release')) = ("user_wallet_entries"."booking_id" is not null)
        and ("user_wallet_entries"."entry_type"::text <> 'booking_hold' or "user_wallet_entries"."amount_paise" < 0)
        and ("user_wallet_entries"."entry_type"::text <> 'booking_release' or "user_wallet_entries"."amount_paise" > 0));