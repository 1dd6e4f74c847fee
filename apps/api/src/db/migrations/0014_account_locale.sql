ALTER TABLE "users" ADD COLUMN "locale" varchar(5);--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_locale_known" CHECK ("users"."locale" in ('en', 'hi'));