ALTER TABLE "otp_codes" ADD COLUMN "user_type" varchar(5);--> statement-breakpoint
ALTER TABLE "otp_codes" ADD COLUMN "name" varchar(100);--> statement-breakpoint
ALTER TABLE "otp_codes" ADD CONSTRAINT "otp_codes_user_type" CHECK ("otp_codes"."user_type" in ('user', 'astro'));--> statement-breakpoint
-- A recorded consent changes what a session may do: every process forgets the sessions it holds, as for a changed role.
DROP TRIGGER "users_session_change" ON "users";--> statement-breakpoint
CREATE TRIGGER "users_session_change" AFTER UPDATE OF "role", "age_confirmed_at", "privacy_consent_at" OR DELETE OR TRUNCATE ON "users"
FOR EACH STATEMENT EXECUTE FUNCTION "notify_session_change"();
