CREATE TABLE "donaciones" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer,
	"amount_cents" integer NOT NULL,
	"currency" text DEFAULT 'eur' NOT NULL,
	"metodo" text NOT NULL,
	"session_id" text,
	"estado" text DEFAULT 'pendiente' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "donaciones" ADD CONSTRAINT "donaciones_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "donaciones_session_idx" ON "donaciones" USING btree ("session_id");