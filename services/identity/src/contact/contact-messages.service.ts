import { Inject, Injectable } from '@nestjs/common';
import { ACCOUNT_MESSAGES, CONTACT_MESSAGES, CONTACT_REPLIED_V1, type ContactMessageDto } from '@classhub/contracts';
import { conflict, DRIZZLE, notFound, OutboxRelay, OutboxWriter, tooManyRequests } from '@classhub/nest-kit';
import { and, count, desc, eq, gt, isNull, sql } from 'drizzle-orm';
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
    ...(row.reply !== null && { reply: row.reply }),
    ...(row.repliedAt && { repliedAt: row.repliedAt.toISOString() }),
    ...(row.repliedBy !== null && { repliedBy: row.repliedBy }),
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
    private readonly outbox: OutboxWriter,
    private readonly relay: OutboxRelay,
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

  /**
   * An admin's answer (decision 0037): kept with the message (which counts as read), mailed to the sender by
   * notifications through CONTACT_REPLIED_V1 in the same transaction. One answer per message: a second admin
   * answering at the same moment gets 409, not a second mail.
   */
  async reply(id: string, reply: string, admin: { name: string }): Promise<ContactMessageDto> {
    const row = await this.db.transaction(async (tx) => {
      const [answered] = await tx
        .update(contactMessages)
        .set({
          reply,
          repliedAt: sql`now()`,
          repliedBy: admin.name,
          readAt: sql`coalesce(${contactMessages.readAt}, now())`,
        })
        .where(and(eq(contactMessages.id, id), isNull(contactMessages.repliedAt)))
        .returning();
      if (!answered) return undefined;
      await this.outbox.enqueue(tx, CONTACT_REPLIED_V1, {
        messageId: answered.id,
        toEmail: answered.email,
        toName: answered.name,
        originalMessage: answered.message,
        reply,
        repliedBy: admin.name,
        at: answered.repliedAt!.toISOString(),
      });
      return answered;
    });
    if (!row) {
      const [existing] = await this.db
        .select({ id: contactMessages.id })
        .from(contactMessages)
        .where(eq(contactMessages.id, id));
      throw existing ? conflict(ACCOUNT_MESSAGES.alreadyReplied) : notFound(CONTACT_MESSAGES.notFound);
    }
    this.relay.kick();
    return toDto(row);
  }
}
