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
