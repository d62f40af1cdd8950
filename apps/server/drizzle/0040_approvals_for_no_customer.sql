ALTER TABLE "owner_approvals" ALTER COLUMN "customer_name" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "owner_approvals" ALTER COLUMN "phone" DROP NOT NULL;--> statement-breakpoint
-- The drawer's own money is asked for no customer: its empty name and phone become null.
UPDATE "owner_approvals" SET "customer_name" = NULL, "phone" = NULL WHERE "kind" = 'till-movement';
