import { Inject, Injectable } from '@nestjs/common';
import { CONTACT_MESSAGES, type ContactMessageDto } from '@classhub/contracts';
import { DRIZZLE, notFound, tooManyRequests } from '@classhub/nest-kit';
import { and, count, desc, eq, gt, sql } from 'drizzle-orm';
import type { IdentityDb } from '../db/identity-db.js';
import { contactMessages, type ContactMessageRow } from './contact-message.entity.js';

export interface ContactLimits {
  /** Messages one source (client address) may send within the window. */
  perSource: number;
  windowSeconds: number;
}

export const DEFAULT_CONTACT_LIMITS: ContactLimits = { perSource: 5, windowSeconds: 60 * 60 };
export const CONTACT_LIMITS = Symbol('CONTACT_LIMITS');

function toDto(row: ContactMessageRow): ContactMessageDto {
  return {
    _id: row.id,
    name: row.name,
    email: row.email,
    message: row.message,
    date: row.createdAt.toISOString(),
    read: row.readAt !== null,
  };
}

/**
 * The home page's contact form: messages are stored for the admins, who list them and mark them read. A source may
 * send only a few per hour; the count lives in PostgreSQL, so every replica enforces the same limit.
 */
@Injectable()
export class ContactMessagesService {
  constructor(
    @Inject(DRIZZLE) private readonly db: IdentityDb,
    @Inject(CONTACT_LIMITS) private readonly limits: ContactLimits,
  ) {}

  async send(input: { name: string; email: string; message: string }, source: string): Promise<{ insertedId: string }> {
    // Counting and inserting in one transaction, locked per source, so a burst of parallel sends cannot slip past.
    return this.db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`contact:${source}`}))`);
      const [recent] = await tx
        .select({ sent: count() })
        .from(contactMessages)
        .where(
          and(
            eq(contactMessages.source, source),
            gt(contactMessages.createdAt, sql`now() - make_interval(secs => ${this.limits.windowSeconds})`),
          ),
        );
      if ((recent?.sent ?? 0) >= this.limits.perSource) throw tooManyRequests(CONTACT_MESSAGES.tooMany);
      const [inserted] = await tx
        .insert(contactMessages)
        .values({ ...input, source })
        .returning({ id: contactMessages.id });
      return { insertedId: inserted!.id };
    });
  }

  /** Every message, newest first. */
  async list(): Promise<ContactMessageDto[]> {
    const rows = await this.db
      .select()
      .from(contactMessages)
      .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id));
    return rows.map(toDto);
  }

  async markRead(id: string, read: boolean): Promise<{ modifiedCount: number }> {
    const changed = await this.db
      .update(contactMessages)
      .set({ readAt: read ? sql`coalesce(${contactMessages.readAt}, now())` : null })
      .where(eq(contactMessages.id, id))
      .returning({ id: contactMessages.id });
    if (changed.length === 0) throw notFound(CONTACT_MESSAGES.notFound);
    return { modifiedCount: changed.length };
  }
}
