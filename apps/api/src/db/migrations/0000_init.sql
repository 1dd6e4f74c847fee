CREATE TYPE "public"."otp_channel" AS ENUM('email', 'sms');--> statement-breakpoint
CREATE TYPE "public"."role" AS ENUM('user', 'astro', 'admin');--> statement-breakpoint
CREATE TYPE "public"."consultation_status" AS ENUM('Completed', 'Cancelled', 'Pending');--> statement-breakpoint
CREATE TYPE "public"."interaction_type" AS ENUM('Call', 'chat');--> statement-breakpoint
CREATE TYPE "public"."ledger_account" AS ENUM('astrologer', 'platform');--> statement-breakpoint
CREATE TYPE "public"."ledger_entry" AS ENUM('earning', 'payout', 'commission');--> statement-breakpoint
CREATE TYPE "public"."delivery_status" AS ENUM('Pending', 'Shipped', 'Delivered', 'Cancelled');--> statement-breakpoint
CREATE TYPE "public"."order_status" AS ENUM('pending_payment', 'paid', 'payment_failed', 'refund_due');--> statement-breakpoint
CREATE TYPE "public"."payment_status" AS ENUM('created', 'captured', 'failed', 'refund_due');--> statement-breakpoint
CREATE TABLE "app_settings" (
	"key" varchar(64) PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contact_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(100) NOT NULL,
	"email" varchar(254) NOT NULL,
	"contact_number" varchar(10) NOT NULL,
	"message" text NOT NULL,
	"ip" varchar(64),
	"emailed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "otp_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"identifier" varchar(254) NOT NULL,
	"channel" "otp_channel" NOT NULL,
	"code_hash" varchar(64) NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"ip" varchar(64),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"consumed_at" timestamp with time zone,
	CONSTRAINT "otp_codes_attempts_range" CHECK ("otp_codes"."attempts" between 0 and 5)
);
--> statement-breakpoint
CREATE TABLE "outbox_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"to" varchar(254) NOT NULL,
	"channel" "otp_channel" NOT NULL,
	"subject" text NOT NULL,
	"body" text NOT NULL,
	"code" varchar(6),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"token_hash" varchar(64) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "user_profiles" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"name" varchar(100) NOT NULL,
	"date_of_birth" date NOT NULL,
	"gender" varchar(10) NOT NULL,
	"place_of_birth" varchar(100) NOT NULL,
	"time_of_birth" time NOT NULL,
	"profile_image" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" varchar(254),
	"phone" varchar(10),
	"name" varchar(100),
	"role" "role" DEFAULT 'user' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_identity_present" CHECK ("users"."email" is not null or "users"."phone" is not null),
	CONSTRAINT "users_email_lower" CHECK ("users"."email" = lower("users"."email")),
	CONSTRAINT "users_phone_digits" CHECK ("users"."phone" ~ '^[0-9]{10}$')
);
--> statement-breakpoint
CREATE TABLE "astrologers" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"token_no" varchar(20) NOT NULL,
	"name" varchar(100) NOT NULL,
	"profile_image" text NOT NULL,
	"about" text NOT NULL,
	"experience" integer NOT NULL,
	"rating" numeric(2, 1) DEFAULT 0 NOT NULL,
	"language_known" varchar(200) NOT NULL,
	"type" varchar(400) NOT NULL,
	"expertise" varchar(400) NOT NULL,
	"skills" varchar(400),
	"charge_paise" integer NOT NULL,
	"dob" date NOT NULL,
	"gender" varchar(10) NOT NULL,
	"quality" integer DEFAULT 0 NOT NULL,
	"commission_bp" integer DEFAULT 0 NOT NULL,
	"wallet_paise" bigint DEFAULT 0 NOT NULL,
	"is_verified" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "astrologers_experience_range" CHECK ("astrologers"."experience" between 0 and 100),
	CONSTRAINT "astrologers_rating_range" CHECK ("astrologers"."rating" between 0 and 5),
	CONSTRAINT "astrologers_charge_nonnegative" CHECK ("astrologers"."charge_paise" >= 0),
	CONSTRAINT "astrologers_commission_range" CHECK ("astrologers"."commission_bp" between 0 and 10000),
	CONSTRAINT "astrologers_wallet_nonnegative" CHECK ("astrologers"."wallet_paise" >= 0),
	CONSTRAINT "astrologers_gender" CHECK ("astrologers"."gender" in ('Male', 'Female', 'Others'))
);
--> statement-breakpoint
CREATE TABLE "interactions" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"astrologer_id" integer NOT NULL,
	"interaction_type" "interaction_type" NOT NULL,
	"duration_seconds" integer NOT NULL,
	"paid_amount_paise" integer NOT NULL,
	"payment_status" "consultation_status" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "interactions_duration_nonnegative" CHECK ("interactions"."duration_seconds" >= 0),
	CONSTRAINT "interactions_paid_nonnegative" CHECK ("interactions"."paid_amount_paise" >= 0)
);
--> statement-breakpoint
CREATE TABLE "paid_chats" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"astrologer_id" integer NOT NULL,
	"paid_amount_paise" integer NOT NULL,
	"payment_status" varchar(20) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "paid_chats_amount_nonnegative" CHECK ("paid_chats"."paid_amount_paise" >= 0),
	CONSTRAINT "paid_chats_status" CHECK ("paid_chats"."payment_status" in ('pending', 'success', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "payouts" (
	"id" serial PRIMARY KEY NOT NULL,
	"astrologer_id" integer NOT NULL,
	"wallet_before_paise" bigint NOT NULL,
	"commission_bp" integer NOT NULL,
	"payable_paise" bigint NOT NULL,
	"platform_paise" bigint NOT NULL,
	"settled_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payouts_split" CHECK ("payouts"."payable_paise" + "payouts"."platform_paise" = "payouts"."wallet_before_paise")
);
--> statement-breakpoint
CREATE TABLE "wallet_ledger" (
	"id" serial PRIMARY KEY NOT NULL,
	"account" "ledger_account" NOT NULL,
	"astrologer_id" integer,
	"entry_type" "ledger_entry" NOT NULL,
	"amount_paise" bigint NOT NULL,
	"payout_id" integer,
	"paid_chat_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wallet_ledger_owner" CHECK (("wallet_ledger"."account" = 'astrologer') = ("wallet_ledger"."astrologer_id" is not null))
);
--> statement-breakpoint
CREATE TABLE "addresses" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"street" varchar(20) NOT NULL,
	"city" varchar(50) NOT NULL,
	"state" varchar(50) NOT NULL,
	"postal_code" varchar(6) NOT NULL,
	"country" varchar(60) DEFAULT 'India' NOT NULL,
	"address_type" varchar(10) DEFAULT 'Home' NOT NULL,
	"address_name" varchar(60),
	"is_selected" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "addresses_postal_code" CHECK ("addresses"."postal_code" ~ '^[0-9]{6}$'),
	CONSTRAINT "addresses_type" CHECK ("addresses"."address_type" in ('Home', 'Office', 'Other'))
);
--> statement-breakpoint
CREATE TABLE "cart_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"cart_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cart_lines_quantity_positive" CHECK ("cart_lines"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "carts" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(100) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" serial PRIMARY KEY NOT NULL,
	"category_id" integer NOT NULL,
	"name" varchar(200) NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"price_paise" integer NOT NULL,
	"discount" integer DEFAULT 0 NOT NULL,
	"rating" numeric(2, 1),
	"quality" integer DEFAULT 0 NOT NULL,
	"image" text,
	"stock_quantity" integer DEFAULT 0 NOT NULL,
	"instruction" text,
	"kit_includes" text,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "products_price_positive" CHECK ("products"."price_paise" > 0),
	CONSTRAINT "products_discount_range" CHECK ("products"."discount" between 0 and 100),
	CONSTRAINT "products_rating_range" CHECK ("products"."rating" between 0 and 5),
	CONSTRAINT "products_stock_nonnegative" CHECK ("products"."stock_quantity" >= 0)
);
--> statement-breakpoint
CREATE TABLE "delivery_status_changes" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"from_status" "delivery_status" NOT NULL,
	"to_status" "delivery_status" NOT NULL,
	"changed_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	"category_name" varchar(100) NOT NULL,
	"name" varchar(200) NOT NULL,
	"image" text,
	"unit_price_paise" integer NOT NULL,
	"discount" integer NOT NULL,
	"quantity" integer NOT NULL,
	"line_total_paise" bigint NOT NULL,
	CONSTRAINT "order_lines_quantity_positive" CHECK ("order_lines"."quantity" > 0),
	CONSTRAINT "order_lines_total" CHECK ("order_lines"."line_total_paise" = "order_lines"."unit_price_paise"::bigint * "order_lines"."quantity")
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"status" "order_status" DEFAULT 'pending_payment' NOT NULL,
	"delivery_status" "delivery_status" DEFAULT 'Pending' NOT NULL,
	"total_paise" bigint NOT NULL,
	"currency" varchar(3) DEFAULT 'INR' NOT NULL,
	"address_id" integer,
	"delivery_address" text,
	"user_email" varchar(254),
	"user_phone" varchar(10),
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "orders_total_positive" CHECK ("orders"."total_paise" > 0)
);
--> statement-breakpoint
CREATE TABLE "payment_events" (
	"event_id" varchar(100) PRIMARY KEY NOT NULL,
	"type" varchar(60) NOT NULL,
	"payload" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"provider" varchar(20) NOT NULL,
	"gateway_order_id" varchar(64) NOT NULL,
	"gateway_payment_id" varchar(64),
	"amount_paise" bigint NOT NULL,
	"currency" varchar(3) DEFAULT 'INR' NOT NULL,
	"status" "payment_status" DEFAULT 'created' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payments_amount_positive" CHECK ("payments"."amount_paise" > 0)
);
--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_profiles" ADD CONSTRAINT "user_profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "astrologers" ADD CONSTRAINT "astrologers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interactions" ADD CONSTRAINT "interactions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interactions" ADD CONSTRAINT "interactions_astrologer_id_astrologers_id_fk" FOREIGN KEY ("astrologer_id") REFERENCES "public"."astrologers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "paid_chats" ADD CONSTRAINT "paid_chats_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "paid_chats" ADD CONSTRAINT "paid_chats_astrologer_id_astrologers_id_fk" FOREIGN KEY ("astrologer_id") REFERENCES "public"."astrologers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_astrologer_id_astrologers_id_fk" FOREIGN KEY ("astrologer_id") REFERENCES "public"."astrologers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_settled_by_users_id_fk" FOREIGN KEY ("settled_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_ledger" ADD CONSTRAINT "wallet_ledger_astrologer_id_astrologers_id_fk" FOREIGN KEY ("astrologer_id") REFERENCES "public"."astrologers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_ledger" ADD CONSTRAINT "wallet_ledger_payout_id_payouts_id_fk" FOREIGN KEY ("payout_id") REFERENCES "public"."payouts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "addresses" ADD CONSTRAINT "addresses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_lines" ADD CONSTRAINT "cart_lines_cart_id_carts_id_fk" FOREIGN KEY ("cart_id") REFERENCES "public"."carts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_lines" ADD CONSTRAINT "cart_lines_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carts" ADD CONSTRAINT "carts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_status_changes" ADD CONSTRAINT "delivery_status_changes_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_status_changes" ADD CONSTRAINT "delivery_status_changes_changed_by_users_id_fk" FOREIGN KEY ("changed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_address_id_addresses_id_fk" FOREIGN KEY ("address_id") REFERENCES "public"."addresses"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contact_messages_created_at_idx" ON "contact_messages" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "otp_codes_identifier_idx" ON "otp_codes" USING btree ("identifier","created_at");--> statement-breakpoint
CREATE INDEX "otp_codes_ip_idx" ON "otp_codes" USING btree ("ip","created_at");--> statement-breakpoint
CREATE INDEX "outbox_messages_to_idx" ON "outbox_messages" USING btree ("to","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "sessions_token_hash_key" ON "sessions" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "sessions_user_id_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "user_profiles_user_id_key" ON "user_profiles" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_key" ON "users" USING btree ("email");--> statement-breakpoint
CREATE UNIQUE INDEX "users_phone_key" ON "users" USING btree ("phone");--> statement-breakpoint
CREATE INDEX "users_created_at_idx" ON "users" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "astrologers_user_id_key" ON "astrologers" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "astrologers_token_no_key" ON "astrologers" USING btree ("token_no");--> statement-breakpoint
CREATE INDEX "astrologers_verified_idx" ON "astrologers" USING btree ("is_verified","id");--> statement-breakpoint
CREATE INDEX "interactions_created_at_idx" ON "interactions" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "interactions_astrologer_idx" ON "interactions" USING btree ("astrologer_id");--> statement-breakpoint
CREATE INDEX "paid_chats_astrologer_idx" ON "paid_chats" USING btree ("astrologer_id","updated_at");--> statement-breakpoint
CREATE INDEX "payouts_astrologer_idx" ON "payouts" USING btree ("astrologer_id","created_at");--> statement-breakpoint
CREATE INDEX "wallet_ledger_astrologer_idx" ON "wallet_ledger" USING btree ("astrologer_id","created_at");--> statement-breakpoint
CREATE INDEX "wallet_ledger_account_idx" ON "wallet_ledger" USING btree ("account");--> statement-breakpoint
CREATE INDEX "addresses_user_idx" ON "addresses" USING btree ("user_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "addresses_one_default_per_user" ON "addresses" USING btree ("user_id") WHERE "addresses"."is_selected";--> statement-breakpoint
CREATE UNIQUE INDEX "cart_lines_cart_product_key" ON "cart_lines" USING btree ("cart_id","product_id");--> statement-breakpoint
CREATE INDEX "cart_lines_product_idx" ON "cart_lines" USING btree ("product_id");--> statement-breakpoint
CREATE UNIQUE INDEX "carts_user_id_key" ON "carts" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "categories_name_key" ON "categories" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "products_category_idx" ON "products" USING btree ("category_id","id") WHERE "products"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "products_price_idx" ON "products" USING btree ("price_paise") WHERE "products"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "delivery_status_changes_order_idx" ON "delivery_status_changes" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "order_lines_order_idx" ON "order_lines" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "order_lines_product_idx" ON "order_lines" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "orders_user_idx" ON "orders" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "orders_created_at_idx" ON "orders" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "orders_status_idx" ON "orders" USING btree ("status");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_gateway_order_key" ON "payments" USING btree ("gateway_order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_gateway_payment_key" ON "payments" USING btree ("gateway_payment_id");--> statement-breakpoint
CREATE INDEX "payments_order_idx" ON "payments" USING btree ("order_id");