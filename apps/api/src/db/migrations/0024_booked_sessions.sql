ALTER TYPE "public"."consultation_type" ADD VALUE 'video';--> statement-breakpoint
ALTER TABLE "consultations" DROP CONSTRAINT "consultations_end_reason";--> statement-breakpoint
ALTER TABLE "bookings" DROP CONSTRAINT "bookings_status";--> statement-breakpoint
ALTER TABLE "bookings" DROP CONSTRAINT "bookings_settled";--> statement-breakpoint
DROP INDEX "bookings_booked_start_key";--> statement-breakpoint
ALTER TABLE "consultations" ADD COLUMN "booking_id" integer;--> statement-breakpoint
ALTER TABLE "consultations" ADD COLUMN "max_minutes" integer;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "user_joined_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "astro_joined_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "settled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "reminded_day_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "reminded_soon_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "consultations" ADD CONSTRAINT "consultations_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "consultations_booking_key" ON "consultations" USING btree ("booking_id") WHERE "consultations"."booking_id" is not null;--> statement-breakpoint
CREATE INDEX "bookings_held_start_idx" ON "bookings" USING btree ("starts_at") WHERE "bookings"."status" = 'booked';--> statement-breakpoint
CREATE UNIQUE INDEX "bookings_booked_start_key" ON "bookings" USING btree ("astrologer_id","starts_at") WHERE "bookings"."status" in ('booked', 'started');--> statement-breakpoint
ALTER TABLE "consultations" ADD CONSTRAINT "consultations_max_minutes" CHECK ("consultations"."max_minutes" is null or "consultations"."max_minutes" > 0);--> statement-breakpoint
ALTER TABLE "consultations" ADD CONSTRAINT "consultations_end_reason" CHECK ("consultations"."end_reason" is null or "consultations"."end_reason" in ('user', 'astro', 'balance', 'disconnected', 'astro_lost', 'no_reply', 'astro_suspended', 'user_suspended', 'booked_time'));--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_status" CHECK ("bookings"."status" in ('booked', 'cancelled_by_user', 'cancelled_by_astrologer', 'cancelled_by_platform', 'started', 'no_show_astrologer', 'no_show_user'));--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_settled" CHECK ("bookings"."released_paise" >= 0 and "bookings"."captured_paise" >= 0 and case when "bookings"."status" = 'booked'
        then "bookings"."released_paise" = 0 and "bookings"."captured_paise" = 0 and "bookings"."cancelled_at" is null and "bookings"."cancelled_by" is null
        when "bookings"."status" like 'cancelled%' then "bookings"."released_paise" + "bookings"."captured_paise" = "bookings"."held_paise" and "bookings"."cancelled_at" is not null
        else "bookings"."released_paise" + "bookings"."captured_paise" = "bookings"."held_paise" and "bookings"."settled_at" is not null end);