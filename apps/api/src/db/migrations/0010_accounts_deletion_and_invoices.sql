CREATE TYPE "public"."invoice_kind" AS ENUM('order', 'recharge');--> statement-breakpoint
CREATE TABLE "account_deletions" (
	"id" serial PRIMARY KEY NOT NULL,
	"role" "role" NOT NULL,
	"forfeited_paise" integer DEFAULT 0 NOT NULL,
	"deleted_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "account_deletions_forfeit" CHECK ("account_deletions"."forfeited_paise" >= 0)
);
--> statement-breakpoint
CREATE TABLE "invoice_series" (
	"financial_year" varchar(7) PRIMARY KEY NOT NULL,
	"last_number" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "invoice_series_last_number" CHECK ("invoice_series"."last_number" >= 0)
);
--> statement-breakpoint
CREATE TABLE "tax_invoices" (
	"id" serial PRIMARY KEY NOT NULL,
	"financial_year" varchar(7) NOT NULL,
	"sequence" integer NOT NULL,
	"number" varchar(30) NOT NULL,
	"kind" "invoice_kind" NOT NULL,
	"order_id" integer,
	"recharge_id" integer,
	"user_id" integer NOT NULL,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	"seller_name" varchar(200) NOT NULL,
	"seller_address" text NOT NULL,
	"seller_gstin" varchar(15) NOT NULL,
	"seller_state" varchar(60) NOT NULL,
	"buyer_name" varchar(100) NOT NULL,
	"buyer_contact" varchar(254),
	"buyer_address" text,
	"place_of_supply" varchar(60) NOT NULL,
	"inter_state" boolean NOT NULL,
	"lines" jsonb NOT NULL,
	"taxable_paise" bigint NOT NULL,
	"cgst_paise" bigint NOT NULL,
	"sgst_paise" bigint NOT NULL,
	"igst_paise" bigint NOT NULL,
	"total_paise" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tax_invoices_sequence_positive" CHECK ("tax_invoices"."sequence" > 0),
	CONSTRAINT "tax_invoices_number_length" CHECK (char_length("tax_invoices"."number") <= 16),
	CONSTRAINT "tax_invoices_kind_shape" CHECK (("tax_invoices"."kind"::text = 'order') = ("tax_invoices"."order_id" is not null and "tax_invoices"."recharge_id" is null)
        and ("tax_invoices"."kind"::text = 'recharge') = ("tax_invoices"."recharge_id" is not null and "tax_invoices"."order_id" is null)),
	CONSTRAINT "tax_invoices_total" CHECK ("tax_invoices"."total_paise" = "tax_invoices"."taxable_paise" + "tax_invoices"."cgst_paise" + "tax_invoices"."sgst_paise" + "tax_invoices"."igst_paise"),
	CONSTRAINT "tax_invoices_split" CHECK (case when "tax_invoices"."inter_state" then "tax_invoices"."cgst_paise" = 0 and "tax_invoices"."sgst_paise" = 0 else "tax_invoices"."igst_paise" = 0 end),
	CONSTRAINT "tax_invoices_amounts_nonnegative" CHECK ("tax_invoices"."taxable_paise" >= 0 and "tax_invoices"."cgst_paise" >= 0 and "tax_invoices"."sgst_paise" >= 0 and "tax_invoices"."igst_paise" >= 0)
);
--> statement-breakpoint
ALTER TABLE "users" DROP CONSTRAINT "users_identity_present";--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "age_confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "privacy_consent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "hsn_code" varchar(8) DEFAULT '9999' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "gst_rate_bp" integer DEFAULT 1800 NOT NULL;--> statement-breakpoint
ALTER TABLE "tax_invoices" ADD CONSTRAINT "tax_invoices_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_invoices" ADD CONSTRAINT "tax_invoices_recharge_id_wallet_recharges_id_fk" FOREIGN KEY ("recharge_id") REFERENCES "public"."wallet_recharges"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_invoices" ADD CONSTRAINT "tax_invoices_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "account_deletions_deleted_at_idx" ON "account_deletions" USING btree ("deleted_at");--> statement-breakpoint
CREATE UNIQUE INDEX "tax_invoices_number_key" ON "tax_invoices" USING btree ("number");--> statement-breakpoint
CREATE UNIQUE INDEX "tax_invoices_series_key" ON "tax_invoices" USING btree ("financial_year","sequence");--> statement-breakpoint
CREATE UNIQUE INDEX "tax_invoices_order_key" ON "tax_invoices" USING btree ("order_id") WHERE "tax_invoices"."order_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "tax_invoices_recharge_key" ON "tax_invoices" USING btree ("recharge_id") WHERE "tax_invoices"."recharge_id" is not null;--> statement-breakpoint
CREATE INDEX "tax_invoices_user_idx" ON "tax_invoices" USING btree ("user_id","issued_at");--> statement-breakpoint
CREATE INDEX "tax_invoices_issued_at_idx" ON "tax_invoices" USING btree ("issued_at");--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_deleted_anonymous" CHECK ("users"."deleted_at" is null or ("users"."email" is null and "users"."phone" is null and "users"."name" is null));--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_identity_present" CHECK ("users"."email" is not null or "users"."phone" is not null or "users"."deleted_at" is not null);--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_hsn_digits" CHECK ("products"."hsn_code" ~ '^[0-9]{4,8}$');--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_gst_rate_range" CHECK ("products"."gst_rate_bp" between 0 and 2800);