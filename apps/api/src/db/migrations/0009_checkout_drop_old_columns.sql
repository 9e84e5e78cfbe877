ALTER TABLE "orders" DROP COLUMN "delivery_slot_start";--> statement-breakpoint
ALTER TABLE "orders" DROP COLUMN "delivery_slot_end";--> statement-breakpoint
ALTER TABLE "payments" DROP COLUMN "provider_reference";