CREATE TYPE "public"."waitlist_state" AS ENUM('waiting', 'offered', 'taken', 'left', 'expired', 'closed');--> statement-breakpoint
ALTER TYPE "public"."ledger_entry" ADD VALUE 'promotion';--> statement-breakpoint
CREATE TABLE "consultation_waitlist" (
	"id" serial PRIMARY KEY NOT NULL,
	"astrologer_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"type" "consultation_type" NOT NULL,
	"status" "waitlist_state" DEFAULT 'waiting' NOT NULL,
	"joined_at" timestamp with time zone DEFAULT now() NOT NULL,
	"offered_at" timestamp with time zone,
	"offer_expires_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	"consultation_id" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "consultation_waitlist_offer_shape" CHECK (("consultation_waitlist"."status" = 'offered') = ("consultation_waitlist"."offered_at" is not null and "consultation_waitlist"."offer_expires_at" is not null and "consultation_waitlist"."closed_at" is null))
);
--> statement-breakpoint
CREATE TABLE "first_session_identities" (
	"identity_hash" varchar(64) PRIMARY KEY NOT NULL,
	"consultation_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "consultations" DROP CONSTRAINT "consultations_amount";--> statement-breakpoint
ALTER TABLE "consultations" DROP CONSTRAINT "consultations_end_reason";--> statement-breakpoint
ALTER TABLE "consultations" DROP CONSTRAINT "consultations_active_shape";--> statement-breakpoint
DROP INDEX "wallet_ledger_minute_key";--> statement-breakpoint
ALTER TABLE "consultations" ADD COLUMN "free_minutes" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "consultation_waitlist" ADD CONSTRAINT "consultation_waitlist_astrologer_id_astrologers_id_fk" FOREIGN KEY ("astrologer_id") REFERENCES "public"."astrologers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consultation_waitlist" ADD CONSTRAINT "consultation_waitlist_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consultation_waitlist" ADD CONSTRAINT "consultation_waitlist_consultation_id_consultations_id_fk" FOREIGN KEY ("consultation_id") REFERENCES "public"."consultations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "first_session_identities" ADD CONSTRAINT "first_session_identities_consultation_id_consultations_id_fk" FOREIGN KEY ("consultation_id") REFERENCES "public"."consultations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "consultation_waitlist_user_key" ON "consultation_waitlist" USING btree ("user_id") WHERE "consultation_waitlist"."status" in ('waiting', 'offered');--> statement-breakpoint
CREATE UNIQUE INDEX "consultation_waitlist_offer_key" ON "consultation_waitlist" USING btree ("astrologer_id") WHERE "consultation_waitlist"."status" = 'offered';--> statement-breakpoint
CREATE INDEX "consultation_waitlist_astrologer_idx" ON "consultation_waitlist" USING btree ("astrologer_id","id") WHERE "consultation_waitlist"."status" in ('waiting', 'offered');--> statement-breakpoint
CREATE INDEX "consultation_waitlist_expiry_idx" ON "consultation_waitlist" USING btree ("offer_expires_at") WHERE "consultation_waitlist"."status" = 'offered';--> statement-breakpoint
CREATE UNIQUE INDEX "wallet_ledger_minute_key" ON "wallet_ledger" USING btree ("consultation_id","minute_index","account") WHERE "wallet_ledger"."minute_index" is not null;--> statement-breakpoint
ALTER TABLE "consultations" ADD CONSTRAINT "consultations_free_minutes" CHECK ("consultations"."free_minutes" >= 0);--> statement-breakpoint
ALTER TABLE "consultations" ADD CONSTRAINT "consultations_amount" CHECK ("consultations"."amount_paise" = greatest("consultations"."billed_minutes" - "consultations"."free_minutes", 0)::bigint * "consultations"."rate_paise");--> statement-breakpoint
ALTER TABLE "consultations" ADD CONSTRAINT "consultations_end_reason" CHECK ("consultations"."end_reason" is null or "consultations"."end_reason" in ('user', 'astro', 'balance', 'disconnected', 'astro_lost', 'no_reply'));--> statement-breakpoint
ALTER TABLE "consultations" ADD CONSTRAINT "consultations_active_shape" CHECK (("consultations"."status" = 'active') = ("consultations"."accepted_at" is not null and "consultations"."ended_at" is null and (
        ("consultations"."started_at" is not null and "consultations"."next_charge_at" is not null)
        or ("consultations"."started_at" is null and "consultations"."next_charge_at" is null))));