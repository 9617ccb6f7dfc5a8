-- The ranking's counters are kept at commit instead of at each row change. ranking_notas holds
-- counters shared by every user of a scope (users per nota), so the transaction that moved one
-- held its row lock until it committed, across the statements still to come from the server
-- (storing the idempotent answer, COMMIT): under load every guardar_tests_realizados.php waited
-- for the one before it. As deferred constraint triggers, both run when the transaction
-- commits, in the order their rows changed, with the same OLD and NEW rows; the locks on the
-- shared counters are then held only for the commit itself.
DROP TRIGGER "tests_realizados_ranking" ON "tests_realizados";
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "tests_realizados_ranking" AFTER INSERT OR UPDATE OR DELETE ON "tests_realizados"
DEFERRABLE INITIALLY DEFERRED
FOR EACH ROW EXECUTE FUNCTION tests_realizados_ranking();
--> statement-breakpoint
DROP TRIGGER "ranking_totales_notas" ON "ranking_totales";
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "ranking_totales_notas" AFTER INSERT OR UPDATE OR DELETE ON "ranking_totales"
DEFERRABLE INITIALLY DEFERRED
FOR EACH ROW EXECUTE FUNCTION ranking_totales_notas();
--> statement-breakpoint
-- Two commits that move users between the same two notas in opposite directions took the two
-- counters in opposite order and deadlocked (one of them then waits deadlock_timeout, 1 s, and
-- runs again). Every change now takes the lower nota first.
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
  IF new_in AND (NOT old_in OR NEW.nota_centesimas < OLD.nota_centesimas) THEN
    PERFORM ranking_notas_aplicar(NEW.id_proceso, NEW.tipo_test, NEW.nota_centesimas, 1);
    new_in := false;
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
