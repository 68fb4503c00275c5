// Each service's own PostgreSQL role and database (decision 0011): the role owns only its database, no other role but
// the administrator may connect to it, and the service runs (and migrates) as that role, never as the superuser.
import pg from 'pg';

/** The role a service connects as, e.g. `classhub_payments`. */
export const serviceRole = (service) => `classhub_${service}`;

const IDENTIFIER = /^[a-z_][a-z0-9_]*$/;
const quote = (identifier) => {
  if (!IDENTIFIER.test(identifier)) throw new Error(`Not a plain identifier: ${identifier}`);
  return `"${identifier}"`;
};

/** Runs `work` with a client of its own connected to `url`, and closes it whatever happens. */
export async function withClient(url, work) {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 10_000 });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/**
 * As the administrator at `adminUrl` (a superuser, e.g. postgres://postgres@127.0.0.1:5432/postgres): creates `role`
 * (with `password`, when one is given) and `database` owned by it, or hands an existing database and everything in it
 * to the role (a database created before roles existed), and closes the database to everyone else.
 */
export async function prepareServiceDatabase(adminUrl, { database, role, password }) {
  await withClient(adminUrl, async (admin) => {
    const exists = await admin.query('SELECT 1 FROM pg_roles WHERE rolname = $1', [role]);
    // NOSUPERUSER NOCREATEDB NOCREATEROLE: what a role gets by default, said out loud.
    if (exists.rowCount === 0)
      await admin.query(`CREATE ROLE ${quote(role)} LOGIN NOSUPERUSER NOCREATEDB NOCREATEROLE`);
    if (password !== undefined)
      await admin.query(`ALTER ROLE ${quote(role)} PASSWORD ${admin.escapeLiteral(password)}`);
    const found = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [database]);
    if (found.rowCount === 0) await admin.query(`CREATE DATABASE ${quote(database)} OWNER ${quote(role)}`);
    else await admin.query(`ALTER DATABASE ${quote(database)} OWNER TO ${quote(role)}`);
    await admin.query(`REVOKE ALL ON DATABASE ${quote(database)} FROM PUBLIC`);
  });
  // Tables a superuser created earlier (the service's own migrations, run before it had a role) become the role's.
  const databaseUrl = new URL(adminUrl);
  databaseUrl.pathname = `/${database}`;
  await withClient(databaseUrl.toString(), async (admin) => {
    const { rows } = await admin.query(
      `SELECT format('ALTER %s %I.%I OWNER TO %I', CASE c.relkind WHEN 'S' THEN 'SEQUENCE' ELSE 'TABLE' END, n.nspname, c.relname, $1::text) AS statement
         FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
        WHERE c.relkind IN ('r', 'p', 'S') AND n.nspname NOT IN ('pg_catalog', 'information_schema') AND n.nspname NOT LIKE 'pg_toast%'
          AND pg_get_userbyid(c.relowner) <> $1
          AND NOT EXISTS (SELECT 1 FROM pg_depend d WHERE d.objid = c.oid AND d.deptype IN ('a', 'i'))
       UNION ALL
       SELECT format('ALTER SCHEMA %I OWNER TO %I', nspname, $1::text) FROM pg_namespace
        WHERE nspname NOT IN ('pg_catalog', 'information_schema', 'public') AND nspname NOT LIKE 'pg_%' AND pg_get_userbyid(nspowner) <> $1`,
      [role],
    );
    for (const { statement } of rows) await admin.query(statement);
  });
}

/** The URL a service connects with: the administrator's server and the service's own role and database. */
export function serviceDatabaseUrl(adminUrl, { database, role, password }) {
  const url = new URL(adminUrl);
  url.username = role;
  url.password = password ?? '';
  url.pathname = `/${database}`;
  return url.toString();
}
