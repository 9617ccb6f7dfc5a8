DROP INDEX "ranking_totales_orden_idx";--> statement-breakpoint
ALTER TABLE "ranking_totales" ADD COLUMN "total_respondidas" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "test_progress" ADD COLUMN "marcadas" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
CREATE INDEX "ranking_totales_orden_idx" ON "ranking_totales" USING btree ("id_proceso","tipo_test","nota_centesimas" DESC NULLS LAST,"total_tests" DESC NULLS LAST,"total_aciertos" DESC NULLS LAST,"user_id") WHERE total_respondidas >= 50;--> statement-breakpoint
-- Issue 21: a user enters a ranking (a process, or all of them, per type) only after answering
-- 50 questions in it (RANKING_MIN_RESPONDIDAS in src/core/contract/stats.ts; blanks do not count).
-- The totals learn the answered questions; the per-nota counts only hold users who entered.
DROP FUNCTION "ranking_totales_aplicar"(integer, integer, text, integer, integer, integer, double precision);
--> statement-breakpoint
CREATE FUNCTION "ranking_totales_aplicar"(p_user integer, p_proceso integer, p_tipo text, p_signo integer, p_aciertos integer, p_fallos integer, p_respondidas integer, p_nota double precision) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  IF p_signo > 0 THEN
    INSERT INTO ranking_totales AS r (user_id, id_proceso, tipo_test, total_tests, total_aciertos, total_fallos, total_respondidas, suma_centesimas, tests_con_nota)
    SELECT p_user, s.proceso, s.tipo, 1, p_aciertos, p_fallos, p_respondidas, coalesce(round(p_nota * 100)::bigint, 0), CASE WHEN p_nota IS NULL THEN 0 ELSE 1 END
    FROM (VALUES (0, 'todos'), (0, p_tipo), (p_proceso, 'todos'), (p_proceso, p_tipo)) AS s(proceso, tipo)
    ORDER BY s.proceso, s.tipo
    ON CONFLICT (id_proceso, tipo_test, user_id) DO UPDATE SET
      total_tests = r.total_tests + 1,
      total_aciertos = r.total_aciertos + excluded.total_aciertos,
      total_fallos = r.total_fallos + excluded.total_fallos,
      total_respondidas = r.total_respondidas + excluded.total_respondidas,
      suma_centesimas = r.suma_centesimas + excluded.suma_centesimas,
      tests_con_nota = r.tests_con_nota + excluded.tests_con_nota;
  ELSE
    UPDATE ranking_totales SET
      total_tests = total_tests - 1,
      total_aciertos = total_aciertos - p_aciertos,
      total_fallos = total_fallos - p_fallos,
      total_respondidas = total_respondidas - p_respondidas,
      suma_centesimas = suma_centesimas - coalesce(round(p_nota * 100)::bigint, 0),
      tests_con_nota = tests_con_nota - CASE WHEN p_nota IS NULL THEN 0 ELSE 1 END
    WHERE user_id = p_user AND (id_proceso, tipo_test) IN ((0, 'todos'), (0, p_tipo), (p_proceso, 'todos'), (p_proceso, p_tipo));
    DELETE FROM ranking_totales WHERE user_id = p_user AND total_tests <= 0;
  END IF;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "tests_realizados_ranking"() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') AND OLD.estado = 'finalizado' THEN
    PERFORM ranking_totales_aplicar(OLD.user_id, OLD.id_proceso, OLD.tipo_test, -1, OLD.aciertos, OLD.fallos, greatest(OLD.num_preguntas - OLD.en_blanco, 0), OLD.nota);
  END IF;
  IF TG_OP IN ('UPDATE', 'INSERT') AND NEW.estado = 'finalizado' THEN
    PERFORM ranking_totales_aplicar(NEW.user_id, NEW.id_proceso, NEW.tipo_test, 1, NEW.aciertos, NEW.fallos, greatest(NEW.num_preguntas - NEW.en_blanco, 0), NEW.nota);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "ranking_totales_notas"() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  old_in boolean := false;
  new_in boolean := false;
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    old_in := OLD.total_tests > 0 AND OLD.total_respondidas >= 50;
  END IF;
  IF TG_OP IN ('UPDATE', 'INSERT') THEN
    new_in := NEW.total_tests > 0 AND NEW.total_respondidas >= 50;
  END IF;
  IF TG_OP = 'UPDATE' AND old_in = new_in AND (NOT old_in OR OLD.nota_centesimas = NEW.nota_centesimas) THEN
    RETURN NULL;
  END IF;
  IF old_in THEN
    PERFORM ranking_notas_aplicar(OLD.id_proceso, OLD.tipo_test, OLD.nota_centesimas, -1);
  END IF;
  IF new_in THEN
    PERFORM ranking_notas_aplicar(NEW.id_proceso, NEW.tipo_test, NEW.nota_centesimas, 1);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
ALTER TABLE "ranking_totales" DISABLE TRIGGER "ranking_totales_notas";
--> statement-breakpoint
UPDATE ranking_totales r SET total_respondidas = s.respondidas
FROM (
  SELECT t.user_id, s.proceso, s.tipo, sum(greatest(t.num_preguntas - t.en_blanco, 0))::integer AS respondidas
  FROM tests_realizados t
  CROSS JOIN LATERAL (VALUES (0, 'todos'), (0, t.tipo_test), (t.id_proceso, 'todos'), (t.id_proceso, t.tipo_test)) AS s(proceso, tipo)
  WHERE t.estado = 'finalizado'
  GROUP BY t.user_id, s.proceso, s.tipo
) s
WHERE r.user_id = s.user_id AND r.id_proceso = s.proceso AND r.tipo_test = s.tipo;
--> statement-breakpoint
ALTER TABLE "ranking_totales" ENABLE TRIGGER "ranking_totales_notas";
--> statement-breakpoint
DELETE FROM ranking_notas;
--> statement-breakpoint
INSERT INTO ranking_notas (id_proceso, tipo_test, nota_centesimas, usuarios)
SELECT id_proceso, tipo_test, nota_centesimas, count(*) FROM ranking_totales WHERE total_tests > 0 AND total_respondidas >= 50
GROUP BY id_proceso, tipo_test, nota_centesimas;
