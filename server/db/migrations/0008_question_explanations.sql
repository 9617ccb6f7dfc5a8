ALTER TABLE "preguntas" ADD COLUMN "explicacion" text;--> statement-breakpoint
ALTER TABLE "preguntas" ADD COLUMN "imagen" text;--> statement-breakpoint
ALTER TABLE "procesos" ADD COLUMN "starter_hash" text;