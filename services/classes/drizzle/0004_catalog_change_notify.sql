-- Every committed change to classes, by anyone, tells the classes service to drop its in-memory catalogue
-- (NotifiedJsonCache): one notification per statement, and PostgreSQL folds repeats within a transaction into one.
CREATE FUNCTION "notify_classes_catalog_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('classes_catalog_changed', '');
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "classes_catalog_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "classes"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_classes_catalog_changed"();
