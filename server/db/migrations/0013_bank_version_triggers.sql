-- A process's bank_version is what every server's in-memory bank (server/banks/active-bank.ts)
-- and every offline copy (banco_preguntas.php's ETag) check. The database bumps it itself for
-- every statement that changes the published questions of a process (imports, edits, review,
-- retiring, the starter banks, any SQL by hand), so no write can forget to. Drafts awaiting
-- review are not part of a bank: changing only drafts bumps nothing.
CREATE FUNCTION "preguntas_bump_bank_version"() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE procesos SET bank_version = bank_version + 1
    WHERE id IN (SELECT id_proceso FROM new_rows WHERE NOT pendiente_revision);
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE procesos SET bank_version = bank_version + 1
    WHERE id IN (SELECT id_proceso FROM old_rows WHERE NOT pendiente_revision);
  ELSE
    UPDATE procesos SET bank_version = bank_version + 1
    WHERE id IN (
      SELECT id_proceso FROM new_rows WHERE NOT pendiente_revision
      UNION SELECT id_proceso FROM old_rows WHERE NOT pendiente_revision
    );
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "preguntas_bank_version_insert" AFTER INSERT ON "preguntas"
REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION preguntas_bump_bank_version();
--> statement-breakpoint
CREATE TRIGGER "preguntas_bank_version_update" AFTER UPDATE ON "preguntas"
REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION preguntas_bump_bank_version();
--> statement-breakpoint
CREATE TRIGGER "preguntas_bank_version_delete" AFTER DELETE ON "preguntas"
REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION preguntas_bump_bank_version();
--> statement-breakpoint
-- An open report withdrawn with its author's account (ON DELETE CASCADE) may bring a question
-- under review back into its bank. New and resolved reports bump in the routes, which know
-- when a report crosses the threshold (server/routes/incidencias.ts).
CREATE FUNCTION "incidencias_bump_bank_version"() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  UPDATE procesos SET bank_version = bank_version + 1
  WHERE id IN (
    SELECT p.id_proceso FROM old_rows o JOIN preguntas p ON p.id = o.id_pregunta WHERE o.estado = 'abierta'
  );
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "incidencias_bank_version_delete" AFTER DELETE ON "incidencias"
REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION incidencias_bump_bank_version();
