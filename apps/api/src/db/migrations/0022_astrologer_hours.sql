CREATE TABLE "astrologer_booking_prices" (
	"astrologer_id" integer NOT NULL,
	"kind" varchar(10) NOT NULL,
	"per_minute_paise" integer NOT NULL,
	CONSTRAINT "astrologer_booking_prices_pkey" PRIMARY KEY("astrologer_id","kind"),
	CONSTRAINT "astrologer_booking_prices_kind" CHECK ("astrologer_booking_prices"."kind" in ('call', 'video')),
	CONSTRAINT "astrologer_booking_prices_range" CHECK ("astrologer_booking_prices"."per_minute_paise" between 0 and 1000000)
);
--> statement-breakpoint
CREATE TABLE "astrologer_exception_ranges" (
	"id" serial PRIMARY KEY NOT NULL,
	"exception_id" integer NOT NULL,
	"start_min" smallint NOT NULL,
	"end_min" smallint NOT NULL,
	CONSTRAINT "astrologer_exception_ranges_range" CHECK (0 <= "astrologer_exception_ranges"."start_min" and "astrologer_exception_ranges"."start_min" < "astrologer_exception_ranges"."end_min" and "astrologer_exception_ranges"."end_min" <= 1440)
);
--> statement-breakpoint
CREATE TABLE "astrologer_hour_exceptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"astrologer_id" integer NOT NULL,
	"day" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "astrologer_weekly_hours" (
	"id" serial PRIMARY KEY NOT NULL,
	"astrologer_id" integer NOT NULL,
	"weekday" smallint NOT NULL,
	"start_min" smallint NOT NULL,
	"end_min" smallint NOT NULL,
	CONSTRAINT "astrologer_weekly_hours_weekday" CHECK ("astrologer_weekly_hours"."weekday" between 0 and 6),
	CONSTRAINT "astrologer_weekly_hours_range" CHECK (0 <= "astrologer_weekly_hours"."start_min" and "astrologer_weekly_hours"."start_min" < "astrologer_weekly_hours"."end_min" and "astrologer_weekly_hours"."end_min" <= 1440)
);
--> statement-breakpoint
ALTER TABLE "astrologer_booking_prices" ADD CONSTRAINT "astrologer_booking_prices_astrologer_id_astrologers_id_fk" FOREIGN KEY ("astrologer_id") REFERENCES "public"."astrologers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "astrologer_exception_ranges" ADD CONSTRAINT "astrologer_exception_ranges_exception_id_astrologer_hour_exceptions_id_fk" FOREIGN KEY ("exception_id") REFERENCES "public"."astrologer_hour_exceptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "astrologer_hour_exceptions" ADD CONSTRAINT "astrologer_hour_exceptions_astrologer_id_astrologers_id_fk" FOREIGN KEY ("astrologer_id") REFERENCES "public"."astrologers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "astrologer_weekly_hours" ADD CONSTRAINT "astrologer_weekly_hours_astrologer_id_astrologers_id_fk" FOREIGN KEY ("astrologer_id") REFERENCES "public"."astrologers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "astrologer_exception_ranges_exception_idx" ON "astrologer_exception_ranges" USING btree ("exception_id");--> statement-breakpoint
CREATE UNIQUE INDEX "astrologer_hour_exceptions_key" ON "astrologer_hour_exceptions" USING btree ("astrologer_id","day");--> statement-breakpoint
CREATE UNIQUE INDEX "astrologer_weekly_hours_key" ON "astrologer_weekly_hours" USING btree ("astrologer_id","weekday","start_min");