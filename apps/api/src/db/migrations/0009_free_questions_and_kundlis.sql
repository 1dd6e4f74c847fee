CREATE TYPE "public"."free_question_status" AS ENUM('open', 'claimed', 'answered');--> statement-breakpoint
ALTER TYPE "public"."ledger_entry" ADD VALUE 'free_question';--> statement-breakpoint
CREATE TABLE "free_question_identities" (
	"identity_hash" varchar(64) PRIMARY KEY NOT NULL,
	"question_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "free_questions" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"question" varchar(500) NOT NULL,
	"birth_name" varchar(100) NOT NULL,
	"birth_gender" varchar(10) NOT NULL,
	"birth_date" date NOT NULL,
	"birth_time" time NOT NULL,
	"birth_place" varchar(100) NOT NULL,
	"status" "free_question_status" DEFAULT 'open' NOT NULL,
	"claimed_by" integer,
	"claimed_at" timestamp with time zone,
	"answer_due_at" timestamp with time zone,
	"times_returned" integer DEFAULT 0 NOT NULL,
	"answer" text,
	"answered_by" integer,
	"answered_at" timestamp with time zone,
	"fee_paise" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "free_questions_question_length" CHECK (char_length("free_questions"."question") between 10 and 500),
	CONSTRAINT "free_questions_answer_length" CHECK ("free_questions"."answer" is null or char_length("free_questions"."answer") between 20 and 3000),
	CONSTRAINT "free_questions_shape" CHECK (case "free_questions"."status"
        when 'open' then "free_questions"."claimed_by" is null and "free_questions"."answer" is null and "free_questions"."answered_at" is null
        when 'claimed' then "free_questions"."claimed_by" is not null and "free_questions"."claimed_at" is not null and "free_questions"."answer_due_at" is not null and "free_questions"."answer" is null
        else "free_questions"."answer" is not null and "free_questions"."answered_by" is not null and "free_questions"."answered_at" is not null and "free_questions"."fee_paise" is not null
      end),
	CONSTRAINT "free_questions_fee_nonnegative" CHECK ("free_questions"."fee_paise" is null or "free_questions"."fee_paise" >= 0)
);
--> statement-breakpoint
CREATE TABLE "user_kundlis" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"name" varchar(100),
	"birth_date" date NOT NULL,
	"birth_time" time NOT NULL,
	"place_id" varchar(40) NOT NULL,
	"place_label" varchar(200) NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"time_zone" varchar(64) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_kundlis_latitude" CHECK ("user_kundlis"."latitude" between -90 and 90),
	CONSTRAINT "user_kundlis_longitude" CHECK ("user_kundlis"."longitude" between -180 and 180)
);
--> statement-breakpoint
ALTER TABLE "wallet_ledger" ADD COLUMN "free_question_id" integer;--> statement-breakpoint
ALTER TABLE "free_question_identities" ADD CONSTRAINT "free_question_identities_question_id_free_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."free_questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "free_questions" ADD CONSTRAINT "free_questions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "free_questions" ADD CONSTRAINT "free_questions_claimed_by_astrologers_id_fk" FOREIGN KEY ("claimed_by") REFERENCES "public"."astrologers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "free_questions" ADD CONSTRAINT "free_questions_answered_by_astrologers_id_fk" FOREIGN KEY ("answered_by") REFERENCES "public"."astrologers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_kundlis" ADD CONSTRAINT "user_kundlis_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "free_questions_user_key" ON "free_questions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "free_questions_queue_idx" ON "free_questions" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "free_questions_claimed_by_idx" ON "free_questions" USING btree ("claimed_by") WHERE "free_questions"."status" = 'claimed';--> statement-breakpoint
CREATE INDEX "free_questions_answered_by_idx" ON "free_questions" USING btree ("answered_by","answered_at");--> statement-breakpoint
CREATE UNIQUE INDEX "wallet_ledger_free_question_key" ON "wallet_ledger" USING btree ("free_question_id","account") WHERE "wallet_ledger"."free_question_id" is not null;--> statement-breakpoint
ALTER TABLE "wallet_ledger" ADD CONSTRAINT "wallet_ledger_free_question_shape" CHECK (("wallet_ledger"."entry_type"::text = 'free_question') = ("wallet_ledger"."free_question_id" is not null));