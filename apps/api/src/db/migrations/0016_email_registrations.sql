CREATE TABLE "email_registrations" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"session_id" integer,
	"name" text,
	"password_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "email_registrations" ADD CONSTRAINT "email_registrations_session_id_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "email_registrations_email" ON "email_registrations" USING btree ("email");--> statement-breakpoint
CREATE INDEX "email_registrations_created" ON "email_registrations" USING btree ("created_at");