ALTER TABLE "products" DROP COLUMN "price";--> statement-breakpoint
ALTER TABLE "products" DROP COLUMN "original_price";--> statement-breakpoint
ALTER TABLE "checkouts" DROP COLUMN "subtotal";--> statement-breakpoint
ALTER TABLE "checkouts" DROP COLUMN "tax";--> statement-breakpoint
ALTER TABLE "order_items" DROP COLUMN "price";--> statement-breakpoint
ALTER TABLE "orders" DROP COLUMN "subtotal";--> statement-breakpoint
ALTER TABLE "orders" DROP COLUMN "tax";