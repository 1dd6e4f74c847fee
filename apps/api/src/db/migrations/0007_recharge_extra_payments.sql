CREATE TABLE "wallet_recharge_extra_payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"recharge_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"gateway_payment_id" varchar(64) NOT NULL,
	"amount_paise" bigint NOT NULL,
	"source" varchar(10) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wallet_recharge_extra_payments_amount_positive" CHECK ("wallet_recharge_extra_payments"."amount_paise" > 0),
	CONSTRAINT "wallet_recharge_extra_payments_source" CHECK ("wallet_recharge_extra_payments"."source" in ('confirm', 'webhook'))
);
--> statement-breakpoint
ALTER TABLE "wallet_recharge_extra_payments" ADD CONSTRAINT "wallet_recharge_extra_payments_recharge_id_wallet_recharges_id_fk" FOREIGN KEY ("recharge_id") REFERENCES "public"."wallet_recharges"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_recharge_extra_payments" ADD CONSTRAINT "wallet_recharge_extra_payments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "wallet_recharge_extra_payments_payment_key" ON "wallet_recharge_extra_payments" USING btree ("gateway_payment_id");--> statement-breakpoint
CREATE INDEX "wallet_recharge_extra_payments_recharge_idx" ON "wallet_recharge_extra_payments" USING btree ("recharge_id");