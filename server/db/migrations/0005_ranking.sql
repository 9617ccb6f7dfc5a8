CREATE TABLE "ranking_totales" (
	"user_id" integer NOT NULL,
	"id_proceso" integer NOT NULL,
	"tipo_test" text NOT NULL,
	"total_tests" integer DEFAULT 0 NOT NULL,
	"total_aciertos" integer DEFAULT 0 NOT NULL,
	"total_fallos" integer DEFAULT 0 NOT NULL,
	"suma_centesimas" bigint DEFAULT 0 NOT NULL,
	"tests_con_nota" integer DEFAULT 0 NOT NULL,
	"nota_centesimas" integer GENERATED ALWAYS AS (case when tests_con_nota > 0 then round(suma_centesimas::numeric / tests_con_nota)::integer else 0 end) STORED NOT NULL,
	CONSTRAINT "ranking_totales_id_proceso_tipo_test_user_id_pk" PRIMARY KEY("id_proceso","tipo_test","user_id")
);
--> statement-breakpoint
ALTER TABLE "ranking_totales" ADD CONSTRAINT "ranking_totales_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ranking_totales_orden_idx" ON "ranking_totales" USING btree ("id_proceso","tipo_test","nota_centesimas" DESC NULLS LAST,"total_tests" DESC NULLS LAST,"total_aciertos" DESC NULLS LAST,"user_id");--> statement-breakpoint
CREATE INDEX "ranking_totales_user_idx" ON "ranking_totales" USING btree ("user_id");--> statement-breakpoint
-- Adds (sign 1) or takes away (sign -1) one finished test in its four scopes. Taking away only
-- updates: when the user is being deleted its rows may already be gone, and must not come back.
CREATE FUNCTION "ranking_totales_aplicar"(p_user integer, p_proceso integer, p_tipo text, p_signo integer, p_aciertos integer, p_fallos integer, p_nota double precision) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  IF p_signo > 0 THEN
    INSERT INTO ranking_totales AS r (user_id, id_proceso, tipo_test, total_tests, total_aciertos, total_fallos, suma_centesimas, tests_con_nota)
    SELECT p_user, s.proceso, s.tipo, 1, p_aciertos, p_fallos, coalesce(round(p_nota * 100)::bigint, 0), CASE WHEN p_nota IS NULL THEN 0 ELSE 1 END
    FROM (VALUES (0, 'todos'), (0, p_tipo), (p_proceso, 'todos'), (p_proceso, p_tipo)) AS s(proceso, tipo)
    ORDER BY s.proceso, s.tipo
    ON CONFLICT (id_proceso, tipo_test, user_id) DO UPDATE SET
      total_tests = r.total_tests + 1,
      total_aciertos = r.total_aciertos + excluded.total_aciertos,
      total_fallos = r.total_fallos + excluded.total_fallos,
      suma_centesimas = r.suma_centesimas + excluded.suma_centesimas,
      tests_con_nota = r.tests_con_nota + excluded.tests_con_nota;
  ELSE
    UPDATE ranking_totales SET
      total_tests = total_tests - 1,
      total_aciertos = total_aciertos - p_aciertos,
      total_fallos = total_fallos - p_fallos,
      suma_centesimas = suma_centesimas - coalesce(round(p_nota * 100)::bigint, 0),
      tests_con_nota = tests_con_nota - CASE WHEN p_nota IS NULL THEN 0 ELSE 1 END
    WHERE user_id = p_user AND (id_proceso, tipo_test) IN ((0, 'todos'), (0, p_tipo), (p_proceso, 'todos'), (p_proceso, p_tipo));
    DELETE FROM ranking_totales WHERE user_id = p_user AND total_tests <= 0;
  END IF;
END
$$;
--> statement-breakpoint
CREATE FUNCTION "tests_realizados_ranking"() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') AND OLD.estado = 'finalizado' THEN
    PERFORM ranking_totales_aplicar(OLD.user_id, OLD.id_proceso, OLD.tipo_test, -1, OLD.aciertos, OLD.fallos, OLD.nota);
  END IF;
  IF TG_OP IN ('UPDATE', 'INSERT') AND NEW.estado = 'finalizado' THEN
    PERFORM ranking_totales_aplicar(NEW.user_id, NEW.id_proceso, NEW.tipo_test, 1, NEW.aciertos, NEW.fallos, NEW.nota);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "tests_realizados_ranking" AFTER INSERT OR UPDATE OR DELETE ON "tests_realizados"
FOR EACH ROW EXECUTE FUNCTION tests_realizados_ranking();
--> statement-breakpoint
INSERT INTO ranking_totales (user_id, id_proceso, tipo_test, total_tests, total_aciertos, total_fallos, suma_centesimas, tests_con_nota)
SELECT t.user_id, s.proceso, s.tipo, count(*), sum(t.aciertos), sum(t.fallos), coalesce(sum(round(t.nota * 100)::bigint), 0), count(t.nota)
FROM tests_realizados t
CROSS JOIN LATERAL (VALUES (0, 'todos'), (0, t.tipo_test), (t.id_proceso, 'todos'), (t.id_proceso, t.tipo_test)) AS s(proceso, tipo)
WHERE t.estado = 'finalizado'
GROUP BY t.user_id, s.proceso, s.tipo;
