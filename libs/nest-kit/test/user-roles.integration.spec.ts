// Runs against the real PostgreSQL of this machine (127.0.0.1:5432), on a database of its own.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { dropDatabase, freshDatabaseUrl } from '@classhub/testing';
import type { UserRole } from '@classhub/contracts';
import { eq, sql } from 'drizzle-orm';
import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { ServiceConfig } from '../src/config/service-config.js';
import { ensureDatabase } from '../src/database/ensure-database.js';
import { userRoles } from '../src/user-roles/user-role.entity.js';
import { UserRolesProjection } from '../src/user-roles/user-roles.projection.js';
import { USER_ROLES_CHANGED_CHANNEL, UserRolesResolver } from '../src/user-roles/user-roles.resolver.js';

describe("UserRolesProjection and UserRolesResolver: a deleted account's tombstone (real PostgreSQL)", () => {
  let databaseUrl: string;
  let pool: pg.Pool;
  let db: NodePgDatabase;
  let resolver: UserRolesResolver;
  const projection = new UserRolesProjection();

  beforeAll(async () => {
    databaseUrl = await freshDatabaseUrl('classhub_test_user_roles');
    await ensureDatabase(databaseUrl);
    pool = new pg.Pool({ connectionString: databaseUrl, max: 2 });
    db = drizzle(pool);
    // The table and the trigger the services' migrations create.
    await db.execute(sql`CREATE TABLE user_roles (user_id uuid PRIMARY KEY, role text NOT NULL,
      occurred_at timestamptz NOT NULL, deleted boolean NOT NULL DEFAULT false,
      suspended boolean NOT NULL DEFAULT false)`);
    await db.execute(
      sql.raw(`CREATE FUNCTION notify_user_roles_changed() RETURNS trigger LANGUAGE plpgsql AS
      $$ BEGIN PERFORM pg_notify('${USER_ROLES_CHANGED_CHANNEL}', ''); RETURN NULL; END $$`),
    );
    await db.execute(sql`CREATE TRIGGER user_roles_changed AFTER INSERT OR UPDATE OR DELETE ON user_roles
      FOR EACH STATEMENT EXECUTE FUNCTION notify_user_roles_changed()`);
    resolver = new UserRolesResolver(db, { DATABASE_URL: databaseUrl } as ServiceConfig);
    await resolver.onModuleInit();
  });

  afterAll(async () => {
    await resolver?.onApplicationShutdown();
    await pool?.end();
    await dropDatabase(databaseUrl);
  });

  const at = (minutes: number) => ({ occurredAt: new Date(Date.UTC(2026, 0, 1, 12, minutes)).toISOString() });
  const user = (role: UserRole = 'student') => ({
    userId: crypto.randomUUID(),
    email: 'a@b.test',
    name: 'A',
    photo: '',
    role,
  });
  const deleted = (userId: string, minutes: number) =>
    db.transaction((tx) => projection.onAccountDeleted({ userId }, tx, at(minutes)));
  const applied = (snapshot: ReturnType<typeof user>, minutes: number) =>
    db.transaction((tx) => projection.apply(snapshot, tx, at(minutes)));
  const row = async (userId: string) => (await db.select().from(userRoles).where(eq(userRoles.userId, userId)))[0];
  const roleNow = async (userId: string) => {
    await resolver.sync();
    return resolver.roleOf(userId);
  };

  it('forgets the role of a deleted user at once, though the resolver remembered it', async () => {
    const instructor = user('instructor');
    await applied(instructor, 1);
    expect(await roleNow(instructor.userId)).toBe('instructor');

    await deleted(instructor.userId, 2);
    expect(await roleNow(instructor.userId)).toBeUndefined();
    expect(await row(instructor.userId)).toMatchObject({ deleted: true, occurredAt: new Date(at(2).occurredAt) });
  });

  it('keeps the tombstone when an older user event arrives late, and when a later one claims the user', async () => {
    const student = user();
    await applied(student, 1);
    await deleted(student.userId, 5);

    expect(await applied({ ...student, role: 'admin' }, 3)).toBe(false);
    expect(await applied({ ...student, role: 'admin' }, 9)).toBe(false);
    expect(await row(student.userId)).toMatchObject({ deleted: true, role: 'student' });
    expect(await roleNow(student.userId)).toBeUndefined();
  });

  it('records a deletion that arrives before anything else of the user, and its registration cannot create them', async () => {
    const stranger = user();
    expect(await roleNow(stranger.userId)).toBe('student');

    await deleted(stranger.userId, 4);
    expect(await applied(stranger, 1)).toBe(false);
    expect(await roleNow(stranger.userId)).toBeUndefined();
  });

  it('changes nothing when the deletion is delivered again, even with another time', async () => {
    const student = user();
    await applied(student, 1);
    await deleted(student.userId, 6);
    await deleted(student.userId, 6);
    await deleted(student.userId, 2);

    expect(await row(student.userId)).toMatchObject({ deleted: true, occurredAt: new Date(at(6).occurredAt) });
    expect(await db.$count(userRoles, eq(userRoles.userId, student.userId))).toBe(1);
  });
});
