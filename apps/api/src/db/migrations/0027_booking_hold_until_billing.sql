ALTER TABLE "bookings" DROP CONSTRAINT "bookings_settled";--> statement-breakpoint
CREATE INDEX "bookings_started_held_idx" ON "bookings" USING btree ("id") WHERE "bookings"."status" = 'started' and "bookings"."settled_at" is null;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_settled" CHECK ("bookings"."released_paise" >= 0 and "bookings"."captured_paise" >= 0 and case
        when "bookings"."status" = 'booked' or ("bookings"."status" = 'started' and "bookings"."settled_at" is null) then "bookings"."released_paise" = 0 and "bookings"."captured_paise" = 0 and "bookings"."cancelled_at" is null and "bookings"."cancelled_by" is null
        when "bookings"."status" like 'cancelled%' then "bookings"."released_paise" + "bookings"."captured_paise" = "bookings"."held_paise" and "bookings"."cancelled_at" is not null
        else "bookings"."released_paise" + "bookings"."captured_paise" = "bookings"."held_paise" and "bookings"."settled_at" is not null end);