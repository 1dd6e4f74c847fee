ALTER TABLE "user_profiles" ADD COLUMN "birth_place_id" varchar(40);--> statement-breakpoint
ALTER TABLE "user_profiles" ADD COLUMN "birth_latitude" double precision;--> statement-breakpoint
ALTER TABLE "user_profiles" ADD COLUMN "birth_longitude" double precision;--> statement-breakpoint
ALTER TABLE "user_profiles" ADD COLUMN "birth_time_zone" varchar(64);--> statement-breakpoint
ALTER TABLE "user_profiles" ADD CONSTRAINT "user_profiles_birth_latitude" CHECK ("user_profiles"."birth_latitude" between -90 and 90);--> statement-breakpoint
ALTER TABLE "user_profiles" ADD CONSTRAINT "user_profiles_birth_longitude" CHECK ("user_profiles"."birth_longitude" between -180 and 180);--> statement-breakpoint
ALTER TABLE "user_profiles" ADD CONSTRAINT "user_profiles_birth_place_whole" CHECK (("user_profiles"."birth_latitude" is null) = ("user_profiles"."birth_longitude" is null) and ("user_profiles"."birth_latitude" is null) = ("user_profiles"."birth_time_zone" is null));