CREATE TABLE "comentarios" (
	"id" serial PRIMARY KEY NOT NULL,
	"id_proceso" integer NOT NULL,
	"id_pregunta" integer NOT NULL,
	"user_id" integer NOT NULL,
	"tipo" text DEFAULT 'pregunta' NOT NULL,
	"comentario" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "etapas" (
	"id" serial PRIMARY KEY NOT NULL,
	"id_plan" integer NOT NULL,
	"titulo" text NOT NULL,
	"descripcion" text DEFAULT '' NOT NULL,
	"orden" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "incidencias" (
	"id" serial PRIMARY KEY NOT NULL,
	"id_pregunta" integer NOT NULL,
	"user_id" integer NOT NULL,
	"motivo" text NOT NULL,
	"estado" text DEFAULT 'abierta' NOT NULL,
	"resolved_at" timestamp with time zone,
	"resolved_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "perfiles_personalidad" (
	"id" serial PRIMARY KEY NOT NULL,
	"uuid" uuid NOT NULL,
	"user_id" integer NOT NULL,
	"version" text NOT NULL,
	"respuestas" jsonb NOT NULL,
	"resultado" jsonb NOT NULL,
	"fecha" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "planes_estudio" (
	"id" serial PRIMARY KEY NOT NULL,
	"uuid" uuid,
	"user_id" integer NOT NULL,
	"id_proceso" integer,
	"titulo" text NOT NULL,
	"descripcion" text DEFAULT '' NOT NULL,
	"fecha_inicio" date NOT NULL,
	"fecha_fin" date NOT NULL,
	"estado" text DEFAULT 'activo' NOT NULL,
	"secciones" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"temas" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"plan_ia" jsonb,
	"resumen_ia" text,
	"motor" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "planes_fisicos" (
	"id" serial PRIMARY KEY NOT NULL,
	"uuid" uuid,
	"user_id" integer NOT NULL,
	"titulo" text NOT NULL,
	"descripcion" text DEFAULT '' NOT NULL,
	"tipo_prueba" text NOT NULL,
	"fecha_inicio" date NOT NULL,
	"fecha_fin" date NOT NULL,
	"plan_ia" jsonb,
	"avance" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"motor" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "resumenes" (
	"id" serial PRIMARY KEY NOT NULL,
	"uuid" uuid,
	"user_id" integer NOT NULL,
	"id_proceso" integer,
	"tema" text NOT NULL,
	"seccion" text NOT NULL,
	"resumen" text NOT NULL,
	"archivo_nombre" text,
	"archivo_tamano" integer,
	"archivo_tipo" text,
	"tecnica" text,
	"motor" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tareas" (
	"id" serial PRIMARY KEY NOT NULL,
	"id_etapa" integer NOT NULL,
	"titulo" text NOT NULL,
	"descripcion" text DEFAULT '' NOT NULL,
	"completada" boolean DEFAULT false NOT NULL,
	"orden" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "comentarios" ADD CONSTRAINT "comentarios_id_proceso_procesos_id_fk" FOREIGN KEY ("id_proceso") REFERENCES "public"."procesos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comentarios" ADD CONSTRAINT "comentarios_id_pregunta_preguntas_id_fk" FOREIGN KEY ("id_pregunta") REFERENCES "public"."preguntas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comentarios" ADD CONSTRAINT "comentarios_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "etapas" ADD CONSTRAINT "etapas_id_plan_planes_estudio_id_fk" FOREIGN KEY ("id_plan") REFERENCES "public"."planes_estudio"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "incidencias" ADD CONSTRAINT "incidencias_id_pregunta_preguntas_id_fk" FOREIGN KEY ("id_pregunta") REFERENCES "public"."preguntas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "incidencias" ADD CONSTRAINT "incidencias_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "incidencias" ADD CONSTRAINT "incidencias_resolved_by_users_id_fk" FOREIGN KEY ("resolved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "perfiles_personalidad" ADD CONSTRAINT "perfiles_personalidad_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "planes_estudio" ADD CONSTRAINT "planes_estudio_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "planes_estudio" ADD CONSTRAINT "planes_estudio_id_proceso_procesos_id_fk" FOREIGN KEY ("id_proceso") REFERENCES "public"."procesos"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "planes_fisicos" ADD CONSTRAINT "planes_fisicos_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resumenes" ADD CONSTRAINT "resumenes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resumenes" ADD CONSTRAINT "resumenes_id_proceso_procesos_id_fk" FOREIGN KEY ("id_proceso") REFERENCES "public"."procesos"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tareas" ADD CONSTRAINT "tareas_id_etapa_etapas_id_fk" FOREIGN KEY ("id_etapa") REFERENCES "public"."etapas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "comentarios_pregunta_idx" ON "comentarios" USING btree ("id_pregunta","created_at");--> statement-breakpoint
CREATE INDEX "etapas_plan_idx" ON "etapas" USING btree ("id_plan","orden");--> statement-breakpoint
CREATE INDEX "incidencias_pregunta_estado_idx" ON "incidencias" USING btree ("id_pregunta","estado");--> statement-breakpoint
CREATE INDEX "incidencias_estado_idx" ON "incidencias" USING btree ("estado");--> statement-breakpoint
CREATE UNIQUE INDEX "perfiles_personalidad_user_uuid_idx" ON "perfiles_personalidad" USING btree ("user_id","uuid");--> statement-breakpoint
CREATE UNIQUE INDEX "planes_estudio_user_uuid_idx" ON "planes_estudio" USING btree ("user_id","uuid");--> statement-breakpoint
CREATE INDEX "planes_estudio_user_idx" ON "planes_estudio" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "planes_fisicos_user_uuid_idx" ON "planes_fisicos" USING btree ("user_id","uuid");--> statement-breakpoint
CREATE INDEX "planes_fisicos_user_idx" ON "planes_fisicos" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "resumenes_user_uuid_idx" ON "resumenes" USING btree ("user_id","uuid");--> statement-breakpoint
CREATE INDEX "resumenes_user_idx" ON "resumenes" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "tareas_etapa_idx" ON "tareas" USING btree ("id_etapa","orden");