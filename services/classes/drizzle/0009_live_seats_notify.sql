-- The live seat figures (decision 0039): every committed change of a class's seats or status names the class on
-- class_seats_changed, whoever wrote it; the classes service publishes that class's figures to the gateways.
-- PostgreSQL folds identical notifications of one transaction into one, so a batch of holds on a class sends one.
CREATE FUNCTION "notify_class_seats_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.available_seats IS DISTINCT FROM OLD.available_seats
    OR NEW.enrolled IS DISTINCT FROM OLD.enrolled
    OR NEW.status IS DISTINCT FROM OLD.status THEN
    PERFORM pg_notify('class_seats_changed', NEW.id::text);
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "class_seats_changed" AFTER UPDATE ON "classes"
  FOR EACH ROW EXECUTE FUNCTION "notify_class_seats_changed"();
