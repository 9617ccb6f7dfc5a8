CREATE TABLE "ranking_notas" (
	"id_proceso" integer NOT NULL,
	"tipo_test" text NOT NULL,
	"nota_centesimas" integer NOT NULL,
	"usuarios" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "ranking_notas_id_proceso_tipo_test_nota_centesimas_pk" PRIMARY KEY("id_proceso","tipo_test","nota_centesimas")
);
--> statement-breakpoint
-- One user in or out of a nota's bucket. Leaving only updates, for the same reason as in
-- ranking_totales_aplicar; empty buckets are removed.
CREATE FUNCTION "ranking_notas_aplicar"(p_proceso integer, p_tipo text, p_nota integer, p_signo integer) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  IF p_signo > 0 THEN
    INSERT INTO ranking_notas AS n (id_proceso, tipo_test, nota_centesimas, usuarios)
    VALUES (p_proceso, p_tipo, p_nota, 1)
    ON CONFLICT (id_proceso, tipo_test, nota_centesimas) DO UPDATE SET usuarios = n.usuarios + 1;
  ELSE
    UPDATE ranking_notas SET usuarios = usuarios - 1
    WHERE id_proceso = p_proceso AND tipo_test = p_tipo AND nota_centesimas = p_nota;
    DELETE FROM ranking_notas
    WHERE id_proceso = p_proceso AND tipo_test = p_tipo AND nota_centesimas = p_nota AND usuarios <= 0;
  END IF;
END
$$;
--> statement-breakpoint
CREATE FUNCTION "ranking_totales_notas"() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND OLD.nota_centesimas = NEW.nota_centesimas AND (OLD.total_tests > 0) = (NEW.total_tests > 0) THEN
    RETURN NULL;
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') AND OLD.total_tests > 0 THEN
    PERFORM ranking_notas_aplicar(OLD.id_proceso, OLD.tipo_test, OLD.nota_centesimas, -1);
  END IF;
  IF TG_OP IN ('UPDATE', 'INSERT') AND NEW.total_tests > 0 THEN
    PERFORM ranking_notas_aplicar(NEW.id_proceso, NEW.tipo_test, NEW.nota_centesimas, 1);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "ranking_totales_notas" AFTER INSERT OR UPDATE OR DELETE ON "ranking_totales"
FOR EACH ROW EXECUTE FUNCTION ranking_totales_notas();
--> statement-breakpoint
INSERT INTO ranking_notas (id_proceso, tipo_test, nota_centesimas, usuarios)
SELECT id_proceso, tipo_test, nota_centesimas, count(*) FROM ranking_totales WHERE total_tests > 0
GROUP BY id_proceso, tipo_test, nota_centesimas;
