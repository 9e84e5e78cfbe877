CREATE TABLE "attachments" (
	"id" serial PRIMARY KEY NOT NULL,
	"public_id" text NOT NULL,
	"owner_user_id" integer,
	"ticket_id" integer,
	"message_id" integer,
	"submission_id" integer,
	"storage" text NOT NULL,
	"storage_key" text NOT NULL,
	"original_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"sha256" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "attachments_public_id_unique" UNIQUE("public_id")
);
--> statement-breakpoint
CREATE TABLE "ticket_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"ticket_id" integer NOT NULL,
	"author" text NOT NULL,
	"body" text NOT NULL,
	"status_change" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "tickets" DROP CONSTRAINT "tickets_order_id_orders_id_fk";
--> statement-breakpoint
ALTER TABLE "tickets" DROP CONSTRAINT "tickets_issue_type_id_ticket_issue_types_id_fk";
--> statement-breakpoint
DROP INDEX "tickets_user";--> statement-breakpoint
ALTER TABLE "tickets" ALTER COLUMN "description" SET DEFAULT '';--> statement-breakpoint
ALTER TABLE "form_submissions" ADD COLUMN "language" text DEFAULT 'ar' NOT NULL;--> statement-breakpoint
ALTER TABLE "form_submissions" ADD COLUMN "email" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "ticket_issue_types" ADD COLUMN "requires_order" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "ticket_issue_types" ADD COLUMN "is_active" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "tickets" ADD COLUMN "number" text;--> statement-breakpoint
ALTER TABLE "tickets" ADD COLUMN "source" text NOT NULL;--> statement-breakpoint
ALTER TABLE "tickets" ADD COLUMN "language" text DEFAULT 'ar' NOT NULL;--> statement-breakpoint
ALTER TABLE "tickets" ADD COLUMN "order_number_text" text;--> statement-breakpoint
ALTER TABLE "tickets" ADD COLUMN "refund_halalas" integer;--> statement-breakpoint
ALTER TABLE "attachments" ADD CONSTRAINT "attachments_owner_user_id_users_id_fk" FOREIGN KEY ("owner_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attachments" ADD CONSTRAINT "attachments_ticket_id_tickets_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."tickets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attachments" ADD CONSTRAINT "attachments_message_id_ticket_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."ticket_messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attachments" ADD CONSTRAINT "attachments_submission_id_form_submissions_id_fk" FOREIGN KEY ("submission_id") REFERENCES "public"."form_submissions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_messages" ADD CONSTRAINT "ticket_messages_ticket_id_tickets_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."tickets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "attachments_ticket" ON "attachments" USING btree ("ticket_id");--> statement-breakpoint
CREATE INDEX "attachments_message" ON "attachments" USING btree ("message_id");--> statement-breakpoint
CREATE INDEX "attachments_submission" ON "attachments" USING btree ("submission_id");--> statement-breakpoint
CREATE INDEX "ticket_messages_ticket" ON "ticket_messages" USING btree ("ticket_id","id");--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_issue_type_id_ticket_issue_types_id_fk" FOREIGN KEY ("issue_type_id") REFERENCES "public"."ticket_issue_types"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "form_submissions_kind" ON "form_submissions" USING btree ("kind","created_at");--> statement-breakpoint
CREATE INDEX "tickets_status" ON "tickets" USING btree ("status","updated_at");--> statement-breakpoint
CREATE INDEX "tickets_user" ON "tickets" USING btree ("user_id","created_at");--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_number_unique" UNIQUE("number");--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_status_known" CHECK ("tickets"."status" in ('pending','received','in_progress','resolved_with_refund','resolved_without_refund','rejected','closed'));--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_refund_positive" CHECK ("tickets"."refund_halalas" is null or "tickets"."refund_halalas" > 0);