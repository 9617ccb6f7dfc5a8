CREATE TABLE "marcas_fisicas" (
	"id" serial PRIMARY KEY NOT NULL,
	"uuid" uuid,
	"user_id" integer NOT NULL,
	"plan_id" integer NOT NULL,
	"prueba" text NOT NULL,
	"sexo" text NOT NULL,
	"valor" double precision NOT NULL,
	"fecha" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "marcas_fisicas" ADD CONSTRAINT "marcas_fisicas_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "marcas_fisicas" ADD CONSTRAINT "marcas_fisicas_plan_id_planes_fisicos_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."planes_fisicos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "marcas_fisicas_user_uuid_idx" ON "marcas_fisicas" USING btree ("user_id","uuid");--> statement-breakpoint
CREATE INDEX "marcas_fisicas_plan_idx" ON "marcas_fisicas" USING btree ("plan_id","fecha");