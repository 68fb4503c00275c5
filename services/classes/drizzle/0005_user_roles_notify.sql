-- Every committed change to user_roles, by anyone, tells the service to forget the roles it remembers
-- (UserRolesResolver): one notification per statement, folded into one per transaction by PostgreSQL.
CREATE FUNCTION "notify_user_roles_changed"() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN PERFORM pg_notify('user_roles_changed', ''); RETURN NULL; END $$;--> statement-breakpoint
CREATE TRIGGER "user_roles_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "user_roles" FOR EACH STATEMENT EXECUTE FUNCTION "notify_user_roles_changed"();
