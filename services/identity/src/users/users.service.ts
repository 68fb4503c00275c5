import { Inject, Injectable } from '@nestjs/common';
import {
  IDENTITY_MESSAGES,
  PROFILE_MESSAGES,
  USER_PROFILE_UPDATED_V1,
  USER_REGISTERED_V1,
  type InstructorDto,
  type ProfileDto,
  type UpdateProfile,
} from '@classhub/contracts';
import {
  badRequest,
  DRIZZLE,
  DRIZZLE_READ,
  notFound,
  notSignedIn,
  OutboxRelay,
  OutboxWriter,
  type EventsTransaction,
} from '@classhub/nest-kit';
import { asc, eq, sql } from 'drizzle-orm';
import type { IdentityDb } from '../db/identity-db.js';
import { users, type UserRow } from './user.entity.js';
import { toInstructorDto, toProfileDto, toUserSnapshot } from './user.mapper.js';

export interface NewUser {
  name: string;
  /** Already normalised. */
  email: string;
  photo: string;
  /** Null for an account that signs in only with Google. */
  passwordHash: string | null;
  /** False for an email sign-up until its link is opened; Google accounts are proved by Google. */
  emailVerified?: boolean;
}

const USER_NOT_FOUND = 'User not found';

@Injectable()
export class UsersService {
  constructor(
    @Inject(DRIZZLE) private readonly db: IdentityDb,
    @Inject(DRIZZLE_READ) private readonly dbRead: IdentityDb,
    private readonly outbox: OutboxWriter,
    private readonly relay: OutboxRelay,
  ) {}

  async findById(id: string): Promise<UserRow | undefined> {
    const [row] = await this.db.select().from(users).where(eq(users.id, id)).limit(1);
    return row;
  }

  /** The caller's own row; an access token of an account deleted since it was issued is not signed in any more. */
  async signedInUser(id: string): Promise<UserRow> {
    const row = await this.findById(id);
    if (!row) throw notSignedIn(IDENTITY_MESSAGES.notSignedIn);
    return row;
  }

  async findByEmail(email: string): Promise<UserRow | undefined> {
    const [row] = await this.db.select().from(users).where(eq(users.email, email)).limit(1);
    return row;
  }

  /**
   * Inserts a student who joins this year and records USER_REGISTERED_V1 in the same transaction.
   * Returns undefined when the email is taken (also when a concurrent sign-up won the race).
   */
  async create(tx: EventsTransaction, user: NewUser): Promise<UserRow | undefined> {
    const [row] = await tx
      .insert(users)
      .values({ ...user, role: 'student', joinYear: new Date().getUTCFullYear() })
      .onConflictDoNothing({ target: users.email })
      .returning();
    if (row) await this.outbox.enqueue(tx, USER_REGISTERED_V1, toUserSnapshot(row));
    return row;
  }

  /** Publish events committed by the caller's transaction now rather than at the relay's next tick. */
  publishSoon(): void {
    this.relay.kick();
  }

  /** The public list, from the replica when there is one (decision 0048): a new instructor shows a moment late. */
  async listInstructors(): Promise<InstructorDto[]> {
    const rows = await this.dbRead
      .select()
      .from(users)
      .where(eq(users.role, 'instructor'))
      .orderBy(asc(users.name), asc(users.id));
    return rows.map(toInstructorDto);
  }

  /** Spec's POST /users for the caller: the account exists already (it signed in), so nothing is written. */
  existingUserAnswer(): { insertedId: null; message: string } {
    return { insertedId: null, message: IDENTITY_MESSAGES.userExists };
  }

  async profileById(id: string): Promise<ProfileDto> {
    const row = await this.findById(id);
    if (!row) throw notFound(USER_NOT_FOUND);
    return toProfileDto(row);
  }

  async profileByEmail(email: string): Promise<ProfileDto> {
    const row = await this.findByEmail(email);
    if (!row) throw notFound(USER_NOT_FOUND);
    return toProfileDto(row);
  }

  /**
   * Saves the profile form. The email is read-only: it must be the stored one. Publishes USER_PROFILE_UPDATED_V1
   * when the name or photo (what other services show) changed.
   */
  async updateProfile(id: string, profile: UpdateProfile): Promise<{ modifiedCount: number }> {
    const published = await this.db.transaction(async (tx) => {
      const [current] = await tx.select().from(users).where(eq(users.id, id)).for('update');
      if (!current) throw notFound(USER_NOT_FOUND);
      if (profile.email !== current.email)
        throw badRequest(PROFILE_MESSAGES.emailCannotChange, [
          { field: 'email', message: PROFILE_MESSAGES.emailCannotChange },
        ]);
      const [updated] = await tx
        .update(users)
        .set({
          name: profile.name,
          photo: profile.photo,
          address: profile.address || null,
          phone: profile.phone || null,
          website: profile.website || null,
          gender: (profile.gender || null) as UserRow['gender'],
          updatedAt: sql`now()`,
        })
        .where(eq(users.id, id))
        .returning();
      if (updated && (updated.name !== current.name || updated.photo !== current.photo)) {
        await this.outbox.enqueue(tx, USER_PROFILE_UPDATED_V1, toUserSnapshot(updated));
        return true;
      }
      return false;
    });
    if (published) this.publishSoon();
    // The form was saved (the spec counts modifiedCount > 0 as success), even when every value was already so.
    return { modifiedCount: 1 };
  }
}
