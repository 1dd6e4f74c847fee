CREATE TABLE "kundli_matches" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"boy_name" varchar(100),
	"boy_birth_date" date NOT NULL,
	"boy_birth_time" time NOT NULL,
	"boy_place_id" varchar(40) NOT NULL,
	"boy_place_label" varchar(200) NOT NULL,
	"boy_latitude" double precision NOT NULL,
	"boy_longitude" double precision NOT NULL,
	"boy_time_zone" varchar(64) NOT NULL,
	"girl_name" varchar(100),
	"girl_birth_date" date NOT NULL,
	"girl_birth_time" time NOT NULL,
	"girl_place_id" varchar(40) NOT NULL,
	"girl_place_label" varchar(200) NOT NULL,
	"girl_latitude" double precision NOT NULL,
	"girl_longitude" double precision NOT NULL,
	"girl_time_zone" varchar(64) NOT NULL,
	"total" double precision NOT NULL,
	"band" varchar(20) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "kundli_matches_total" CHECK ("kundli_matches"."total" between 0 and 36)
);
--> statement-breakpoint
ALTER TABLE "kundli_matches" ADD CONSTRAINT "kundli_matches_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "kundli_matches_user" ON "kundli_matches" USING btree ("user_id","id");