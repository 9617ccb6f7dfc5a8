CREATE TABLE "idempotency_keys" (
	"user_id" integer NOT NULL,
	"key" text NOT NULL,
	"status" integer NOT NULL,
	"body" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "idempotency_keys_user_id_key_pk" PRIMARY KEY("user_id","key")
);
--> statement-breakpoint
CREATE TABLE "test_progress" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"test_key" text NOT NULL,
	"test_key_hash" text GENERATED ALWAYS AS (md5(test_key)) STORED NOT NULL,
	"actual" integer NOT NULL,
	"respuestas" jsonb NOT NULL,
	"tiempo_restante" integer NOT NULL,
	"preguntas" jsonb NOT NULL,
	"updated_at" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tests_realizados" (
	"id" serial PRIMARY KEY NOT NULL,
	"uuid" uuid,
	"user_id" integer NOT NULL,
	"id_proceso" integer NOT NULL,
	"tipo_test" text NOT NULL,
	"psicotecnico" boolean DEFAULT false NOT NULL,
	"secciones" text NOT NULL,
	"temas" text NOT NULL,
	"num_preguntas" integer NOT NULL,
	"tiempo" integer NOT NULL,
	"tiempo_restante" integer NOT NULL,
	"aciertos" integer NOT NULL,
	"fallos" integer NOT NULL,
	"en_blanco" integer NOT NULL,
	"nota" double precision,
	"nota_penalizada" double precision,
	"respuestas" jsonb NOT NULL,
	"acertadas" jsonb NOT NULL,
	"falladas" jsonb NOT NULL,
	"descripcion" text,
	"estado" text DEFAULT 'finalizado' NOT NULL,
	"fecha_inicio" timestamp with time zone NOT NULL,
	"fecha_finalizacion" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD CONSTRAINT "idempotency_keys_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_progress" ADD CONSTRAINT "test_progress_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tests_realizados" ADD CONSTRAINT "tests_realizados_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tests_realizados" ADD CONSTRAINT "tests_realizados_id_proceso_procesos_id_fk" FOREIGN KEY ("id_proceso") REFERENCES "public"."procesos"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "idempotency_keys_created_idx" ON "idempotency_keys" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "test_progress_user_key_idx" ON "test_progress" USING btree ("user_id","test_key_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "tests_realizados_user_uuid_idx" ON "tests_realizados" USING btree ("user_id","uuid");--> statement-breakpoint
CREATE INDEX "tests_realizados_user_fin_idx" ON "tests_realizados" USING btree ("user_id","fecha_finalizacion" DESC NULLS LAST);