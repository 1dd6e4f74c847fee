CREATE INDEX "products_name_trgm_idx" ON "products" USING gin ("name" gin_trgm_ops) WHERE "products"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "products_description_trgm_idx" ON "products" USING gin ("description" gin_trgm_ops) WHERE "products"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "products_category_price_idx" ON "products" USING btree ("category_id","price_paise","id") WHERE "products"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "products_rating_idx" ON "products" USING btree ("rating" DESC NULLS LAST,"id") WHERE "products"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "products_discount_idx" ON "products" USING btree ("discount" DESC NULLS LAST,"id") WHERE "products"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "products_newest_idx" ON "products" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "products"."deleted_at" is null;