-- Each API process keeps a shopper's cart and order history answers in memory; these tell every
-- process whose answer may have changed (the payload is the user id), delivered on commit only.
CREATE OR REPLACE FUNCTION "notify_cart_change"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  owner integer;
BEGIN
  IF TG_TABLE_NAME = 'carts' THEN
    owner := OLD."user_id";
  ELSIF TG_OP = 'DELETE' THEN
    SELECT "user_id" INTO owner FROM "carts" WHERE "id" = OLD."cart_id";
  ELSE
    SELECT "user_id" INTO owner FROM "carts" WHERE "id" = NEW."cart_id";
  END IF;
  IF owner IS NOT NULL THEN
    PERFORM pg_notify('cart_change', owner::text);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "cart_lines_cart_change" AFTER INSERT OR UPDATE OR DELETE ON "cart_lines"
FOR EACH ROW EXECUTE FUNCTION "notify_cart_change"();
--> statement-breakpoint
CREATE TRIGGER "carts_cart_change" AFTER DELETE ON "carts"
FOR EACH ROW EXECUTE FUNCTION "notify_cart_change"();
--> statement-breakpoint
-- A truncate names no user: an empty payload means anyone's answer may have changed.
CREATE OR REPLACE FUNCTION "notify_all_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify(TG_ARGV[0], '');
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "cart_lines_truncated" AFTER TRUNCATE ON "cart_lines"
FOR EACH STATEMENT EXECUTE FUNCTION "notify_all_changed"('cart_change');
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "notify_order_change"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  owner integer;
BEGIN
  IF TG_OP = 'DELETE' THEN
    owner := OLD."user_id";
  ELSE
    owner := NEW."user_id";
  END IF;
  IF owner IS NOT NULL THEN
    PERFORM pg_notify('order_change', owner::text);
  END IF;
  -- An order moved from one account to another changes both histories.
  IF TG_OP = 'UPDATE' AND OLD."user_id" IS DISTINCT FROM NEW."user_id" AND OLD."user_id" IS NOT NULL THEN
    PERFORM pg_notify('order_change', OLD."user_id"::text);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "orders_order_change" AFTER INSERT OR UPDATE OR DELETE ON "orders"
FOR EACH ROW EXECUTE FUNCTION "notify_order_change"();
--> statement-breakpoint
CREATE TRIGGER "orders_truncated" AFTER TRUNCATE ON "orders"
FOR EACH STATEMENT EXECUTE FUNCTION "notify_all_changed"('order_change');
--> statement-breakpoint
-- Order lines are written with their order and never changed; a change still names the order's owner.
CREATE OR REPLACE FUNCTION "notify_order_line_change"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  owner integer;
BEGIN
  SELECT "user_id" INTO owner FROM "orders"
  WHERE "id" = CASE WHEN TG_OP = 'DELETE' THEN OLD."order_id" ELSE NEW."order_id" END;
  IF owner IS NOT NULL THEN
    PERFORM pg_notify('order_change', owner::text);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "order_lines_order_change" AFTER UPDATE OR DELETE ON "order_lines"
FOR EACH ROW EXECUTE FUNCTION "notify_order_line_change"();
