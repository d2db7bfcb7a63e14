-- Issue 40 point 11: a grievance still open when its author erases their account is closed; the shop is told what to ask of its processors (a notification about the erased customer).
ALTER TABLE "shop_notifications" DROP CONSTRAINT "shop_notifications_kind_check";--> statement-breakpoint
ALTER TABLE "shop_notifications" DROP CONSTRAINT "shop_notifications_target_check";--> statement-breakpoint
ALTER TABLE "grievances" DROP CONSTRAINT "grievances_status_check";--> statement-breakpoint
ALTER TABLE "shop_notifications" ADD CONSTRAINT "shop_notifications_kind_check" CHECK ("shop_notifications"."kind" IN ('order-placed', 'cod-order', 'payment-attention', 'return-requested', 'low-stock', 'application-submitted', 'contact-message', 'account-erased'));--> statement-breakpoint
ALTER TABLE "shop_notifications" ADD CONSTRAINT "shop_notifications_target_check" CHECK ("shop_notifications"."target_type" IN ('order', 'product', 'application', 'message', 'payment', 'customer'));--> statement-breakpoint
ALTER TABLE "grievances" ADD CONSTRAINT "grievances_status_check" CHECK ("grievances"."status" IN ('open', 'answered', 'closed'));