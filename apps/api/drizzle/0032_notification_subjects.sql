ALTER TABLE "shop_notifications" ADD COLUMN "user_id" uuid;--> statement-breakpoint
ALTER TABLE "shop_notifications" ADD COLUMN "email" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "shop_notifications" ADD CONSTRAINT "shop_notifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Notifications written before: linked to the customer they are about, through the row they point to
-- (a notification whose contact message was deleted by retention names nobody it can be linked to).
UPDATE "shop_notifications" SET "user_id" = "orders"."user_id" FROM "orders"
  WHERE "shop_notifications"."kind" IN ('order-placed', 'cod-order', 'return-requested') AND "orders"."id"::text = "shop_notifications"."target_id";--> statement-breakpoint
UPDATE "shop_notifications" SET "user_id" = "applications"."user_id" FROM "applications"
  WHERE "shop_notifications"."kind" = 'application-submitted' AND "applications"."id"::text = "shop_notifications"."target_id";--> statement-breakpoint
UPDATE "shop_notifications" SET "user_id" = "checkouts"."user_id" FROM "checkouts"
  WHERE "shop_notifications"."kind" = 'payment-attention' AND 'held:' || "checkouts"."id"::text = "shop_notifications"."target_id";--> statement-breakpoint
UPDATE "shop_notifications" SET "email" = "contact_messages"."email" FROM "contact_messages"
  WHERE "shop_notifications"."kind" = 'contact-message' AND "contact_messages"."id"::text = "shop_notifications"."target_id";--> statement-breakpoint
CREATE INDEX "shop_notifications_user_idx" ON "shop_notifications" USING btree ("user_id") WHERE "shop_notifications"."user_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "shop_notifications_email_idx" ON "shop_notifications" USING btree ("email") WHERE "shop_notifications"."email" <> '';