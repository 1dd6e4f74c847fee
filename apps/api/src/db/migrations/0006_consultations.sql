CREATE TYPE "public"."consultation_state" AS ENUM('requested', 'active', 'ended', 'declined', 'cancelled', 'expired');--> statement-breakpoint
CREATE TYPE "public"."consultation_type" AS ENUM('chat', 'call');--> statement-breakpoint
CREATE TYPE "public"."recharge_status" AS ENUM('created', 'paid', 'failed');--> statement-breakpoint
CREATE TYPE "public"."user_wallet_entry" AS ENUM('recharge', 'consultation', 'refund', 'adjustment');--> statement-breakpoint
ALTER TYPE "public"."ledger_entry" ADD VALUE 'refund';--> statement-breakpoint
CREATE TABLE "astrologer_presence" (
	"astrologer_id" integer PRIMARY KEY NOT NULL,
	"chat_available" boolean DEFAULT false NOT NULL,
	"call_available" boolean DEFAULT false NOT NULL,
	"seen_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "consultation_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"consultation_id" integer NOT NULL,
	"sender" varchar(5) NOT NULL,
	"client_id" varchar(64),
	"text" text,
	"voice_key" text,
	"voice_mime" varchar(60),
	"voice_bytes" integer,
	"voice_duration_ms" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "consultation_messages_sender" CHECK ("consultation_messages"."sender" in ('user', 'astro')),
	CONSTRAINT "consultation_messages_one_body" CHECK (("consultation_messages"."text" is null) <> ("consultation_messages"."voice_key" is null))
);
--> statement-breakpoint
CREATE TABLE "consultation_refunds" (
	"id" serial PRIMARY KEY NOT NULL,
	"consultation_id" integer NOT NULL,
	"amount_paise" bigint NOT NULL,
	"from_astrologer_paise" bigint NOT NULL,
	"from_platform_paise" bigint NOT NULL,
	"reason" varchar(500) NOT NULL,
	"refunded_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "consultation_refunds_positive" CHECK ("consultation_refunds"."amount_paise" > 0),
	CONSTRAINT "consultation_refunds_split" CHECK ("consultation_refunds"."from_astrologer_paise" >= 0 and "consultation_refunds"."from_platform_paise" >= 0 and "consultation_refunds"."from_astrologer_paise" + "consultation_refunds"."from_platform_paise" = "consultation_refunds"."amount_paise")
);
--> statement-breakpoint
CREATE TABLE "consultation_reviews" (
	"consultation_id" integer PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"astrologer_id" integer NOT NULL,
	"stars" integer NOT NULL,
	"text" varchar(500) DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "consultation_reviews_stars" CHECK ("consultation_reviews"."stars" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "consultations" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"astrologer_id" integer NOT NULL,
	"type" "consultation_type" NOT NULL,
	"status" "consultation_state" DEFAULT 'requested' NOT NULL,
	"rate_paise" integer NOT NULL,
	"minute_seconds" integer NOT NULL,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"accept_by" timestamp with time zone NOT NULL,
	"started_at" timestamp with time zone,
	"next_charge_at" timestamp with time zone,
	"ended_at" timestamp with time zone,
	"end_reason" varchar(20),
	"billed_minutes" integer DEFAULT 0 NOT NULL,
	"amount_paise" bigint DEFAULT 0 NOT NULL,
	"refunded_paise" bigint DEFAULT 0 NOT NULL,
	"user_seen_at" timestamp with time zone,
	"astro_seen_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "consultations_rate_nonnegative" CHECK ("consultations"."rate_paise" >= 0),
	CONSTRAINT "consultations_minute_positive" CHECK ("consultations"."minute_seconds" > 0),
	CONSTRAINT "consultations_amount" CHECK ("consultations"."amount_paise" = "consultations"."billed_minutes"::bigint * "consultations"."rate_paise"),
	CONSTRAINT "consultations_refund_range" CHECK ("consultations"."refunded_paise" between 0 and "consultations"."amount_paise"),
	CONSTRAINT "consultations_end_reason" CHECK ("consultations"."end_reason" is null or "consultations"."end_reason" in ('user', 'astro', 'balance', 'disconnected')),
	CONSTRAINT "consultations_active_shape" CHECK (("consultations"."status" = 'active') = ("consultations"."started_at" is not null and "consultations"."next_charge_at" is not null and "consultations"."ended_at" is null))
);
--> statement-breakpoint
CREATE TABLE "user_wallet_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"entry_type" "user_wallet_entry" NOT NULL,
	"amount_paise" bigint NOT NULL,
	"balance_after_paise" bigint NOT NULL,
	"recharge_id" integer,
	"consultation_id" integer,
	"minute_index" integer,
	"refund_id" integer,
	"note" varchar(200),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_wallet_entries_nonzero" CHECK ("user_wallet_entries"."amount_paise" <> 0),
	CONSTRAINT "user_wallet_entries_balance_nonnegative" CHECK ("user_wallet_entries"."balance_after_paise" >= 0),
	CONSTRAINT "user_wallet_entries_charge_shape" CHECK (("user_wallet_entries"."entry_type" = 'consultation') = ("user_wallet_entries"."consultation_id" is not null and "user_wallet_entries"."minute_index" is not null and "user_wallet_entries"."amount_paise" < 0)),
	CONSTRAINT "user_wallet_entries_recharge_shape" CHECK (("user_wallet_entries"."entry_type" = 'recharge') = ("user_wallet_entries"."recharge_id" is not null))
);
--> statement-breakpoint
CREATE TABLE "user_wallets" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"balance_paise" bigint DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_wallets_balance_nonnegative" CHECK ("user_wallets"."balance_paise" >= 0)
);
--> statement-breakpoint
CREATE TABLE "wallet_recharges" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"amount_paise" bigint NOT NULL,
	"gst_bp" integer NOT NULL,
	"tax_paise" bigint NOT NULL,
	"total_paise" bigint NOT NULL,
	"provider" varchar(20) NOT NULL,
	"gateway_order_id" varchar(64) NOT NULL,
	"gateway_payment_id" varchar(64),
	"status" "recharge_status" DEFAULT 'created' NOT NULL,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wallet_recharges_amount_positive" CHECK ("wallet_recharges"."amount_paise" > 0),
	CONSTRAINT "wallet_recharges_total" CHECK ("wallet_recharges"."total_paise" = "wallet_recharges"."amount_paise" + "wallet_recharges"."tax_paise")
);
--> statement-breakpoint
ALTER TABLE "interactions" ADD COLUMN "consultation_id" integer;--> statement-breakpoint
ALTER TABLE "paid_chats" ADD COLUMN "consultation_id" integer;--> statement-breakpoint
ALTER TABLE "wallet_ledger" ADD COLUMN "consultation_id" integer;--> statement-breakpoint
ALTER TABLE "wallet_ledger" ADD COLUMN "minute_index" integer;--> statement-breakpoint
ALTER TABLE "wallet_ledger" ADD COLUMN "refund_id" integer;--> statement-breakpoint
ALTER TABLE "astrologer_presence" ADD CONSTRAINT "astrologer_presence_astrologer_id_astrologers_id_fk" FOREIGN KEY ("astrologer_id") REFERENCES "public"."astrologers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consultation_messages" ADD CONSTRAINT "consultation_messages_consultation_id_consultations_id_fk" FOREIGN KEY ("consultation_id") REFERENCES "public"."consultations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consultation_refunds" ADD CONSTRAINT "consultation_refunds_consultation_id_consultations_id_fk" FOREIGN KEY ("consultation_id") REFERENCES "public"."consultations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consultation_refunds" ADD CONSTRAINT "consultation_refunds_refunded_by_users_id_fk" FOREIGN KEY ("refunded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consultation_reviews" ADD CONSTRAINT "consultation_reviews_consultation_id_consultations_id_fk" FOREIGN KEY ("consultation_id") REFERENCES "public"."consultations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consultation_reviews" ADD CONSTRAINT "consultation_reviews_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consultation_reviews" ADD CONSTRAINT "consultation_reviews_astrologer_id_astrologers_id_fk" FOREIGN KEY ("astrologer_id") REFERENCES "public"."astrologers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consultations" ADD CONSTRAINT "consultations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consultations" ADD CONSTRAINT "consultations_astrologer_id_astrologers_id_fk" FOREIGN KEY ("astrologer_id") REFERENCES "public"."astrologers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_wallet_entries" ADD CONSTRAINT "user_wallet_entries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_wallets" ADD CONSTRAINT "user_wallets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_recharges" ADD CONSTRAINT "wallet_recharges_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "consultation_messages_consultation_idx" ON "consultation_messages" USING btree ("consultation_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "consultation_messages_client_key" ON "consultation_messages" USING btree ("consultation_id","sender","client_id");--> statement-breakpoint
CREATE INDEX "consultation_refunds_consultation_idx" ON "consultation_refunds" USING btree ("consultation_id");--> statement-breakpoint
CREATE INDEX "consultation_reviews_astrologer_idx" ON "consultation_reviews" USING btree ("astrologer_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "consultations_open_user_key" ON "consultations" USING btree ("user_id") WHERE "consultations"."status" in ('requested', 'active');--> statement-breakpoint
CREATE UNIQUE INDEX "consultations_open_astrologer_key" ON "consultations" USING btree ("astrologer_id") WHERE "consultations"."status" in ('requested', 'active');--> statement-breakpoint
CREATE INDEX "consultations_due_idx" ON "consultations" USING btree ("next_charge_at") WHERE "consultations"."status" = 'active';--> statement-breakpoint
CREATE INDEX "consultations_accept_by_idx" ON "consultations" USING btree ("accept_by") WHERE "consultations"."status" = 'requested';--> statement-breakpoint
CREATE INDEX "consultations_user_idx" ON "consultations" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "consultations_astrologer_idx" ON "consultations" USING btree ("astrologer_id","id");--> statement-breakpoint
CREATE INDEX "user_wallet_entries_user_idx" ON "user_wallet_entries" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "user_wallet_entries_consultation_idx" ON "user_wallet_entries" USING btree ("consultation_id");--> statement-breakpoint
CREATE UNIQUE INDEX "user_wallet_entries_minute_key" ON "user_wallet_entries" USING btree ("consultation_id","minute_index") WHERE "user_wallet_entries"."entry_type" = 'consultation';--> statement-breakpoint
CREATE UNIQUE INDEX "user_wallet_entries_recharge_key" ON "user_wallet_entries" USING btree ("recharge_id") WHERE "user_wallet_entries"."recharge_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "wallet_recharges_gateway_order_key" ON "wallet_recharges" USING btree ("gateway_order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "wallet_recharges_gateway_payment_key" ON "wallet_recharges" USING btree ("gateway_payment_id");--> statement-breakpoint
CREATE INDEX "wallet_recharges_user_idx" ON "wallet_recharges" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "interactions_consultation_key" ON "interactions" USING btree ("consultation_id");--> statement-breakpoint
CREATE UNIQUE INDEX "paid_chats_consultation_key" ON "paid_chats" USING btree ("consultation_id");--> statement-breakpoint
CREATE INDEX "wallet_ledger_consultation_idx" ON "wallet_ledger" USING btree ("consultation_id");--> statement-breakpoint
CREATE UNIQUE INDEX "wallet_ledger_minute_key" ON "wallet_ledger" USING btree ("consultation_id","minute_index") WHERE "wallet_ledger"."minute_index" is not null;