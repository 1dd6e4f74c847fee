ALTER TABLE "addresses" ADD COLUMN "phone" varchar(10);--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivery_phone" varchar(10);