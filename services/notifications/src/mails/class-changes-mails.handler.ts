import { Injectable } from '@nestjs/common';
import {
  CLASS_CANCELLED_V1,
  CLASS_EDIT_APPROVED_V1,
  CLASS_EDIT_DENIED_V1,
  type EventEnvelope,
} from '@classhub/contracts';
import { OnEvent, type EventsTransaction } from '@classhub/nest-kit';
import { eq, inArray } from 'drizzle-orm';
import { MailOutbox, type MailKind } from '../mail/mail-outbox.js';
import {
  classCancelledInstructorMail,
  classCancelledStudentMail,
  classCancelledWaitlistMail,
  type CancelledClass,
} from '../mail/templates/class-cancelled.mail.js';
import {
  classEditApprovedMail,
  classEditDeniedMail,
  type EditApproved,
  type EditDenied,
} from '../mail/templates/class-edit.mail.js';
import type { MailContent } from '../mail/templates/mail-content.js';
import { userContacts } from '../users/user-contact.entity.js';

/**
 * Decision 0041: a cancelled class is mailed to every student enrolled (refund on its way), everyone in its waitlist,
 * and its instructor, whatever their preferences (it is about their money and their plans); an admin's decision on an
 * edit is mailed to the instructor. One mail per kind and address per event, however often it is delivered.
 */
@Injectable()
export class ClassChangesMailsHandler {
  constructor(private readonly outbox: MailOutbox) {}

  @OnEvent(CLASS_CANCELLED_V1)
  async onCancelled(cancelled: CancelledClass, tx: EventsTransaction, envelope: EventEnvelope): Promise<void> {
    const site = this.outbox.site;
    await this.mailStudents(tx, envelope.id, 'class-cancelled', cancelled.enrolledStudentIds, (name) =>
      classCancelledStudentMail(cancelled, name, site),
    );
    const enrolled = new Set(cancelled.enrolledStudentIds);
    const waiting = cancelled.waitlistedStudentIds.filter((studentId) => !enrolled.has(studentId));
    await this.mailStudents(tx, envelope.id, 'class-cancelled-waitlist', waiting, (name) =>
      classCancelledWaitlistMail(cancelled, name, site),
    );
    await this.mailInstructor(tx, envelope.id, 'class-cancelled-instructor', cancelled, () =>
      classCancelledInstructorMail(cancelled, site),
    );
  }

  @OnEvent(CLASS_EDIT_APPROVED_V1)
  async onEditApproved(edit: EditApproved, tx: EventsTransaction, envelope: EventEnvelope): Promise<void> {
    await this.mailInstructor(tx, envelope.id, 'class-edit-approved', edit, () =>
      classEditApprovedMail(edit, this.outbox.site),
    );
  }

  @OnEvent(CLASS_EDIT_DENIED_V1)
  async onEditDenied(edit: EditDenied, tx: EventsTransaction, envelope: EventEnvelope): Promise<void> {
    await this.mailInstructor(tx, envelope.id, 'class-edit-denied', edit, () =>
      classEditDeniedMail(edit, this.outbox.site),
    );
  }

  private async mailStudents(
    tx: EventsTransaction,
    eventId: string,
    kind: MailKind,
    studentIds: readonly string[],
    content: (name: string) => MailContent,
  ): Promise<void> {
    if (studentIds.length === 0) return;
    // A student unknown here has deleted their account: nobody to write to.
    const students = await tx
      .select({ userId: userContacts.userId, email: userContacts.email, name: userContacts.name })
      .from(userContacts)
      .where(inArray(userContacts.userId, [...studentIds]));
    for (const student of students) await this.outbox.enqueue(tx, eventId, kind, student, content(student.name));
  }

  private async mailInstructor(
    tx: EventsTransaction,
    eventId: string,
    kind: MailKind,
    klass: { instructorEmail: string; instructorName: string },
    content: () => MailContent,
  ): Promise<void> {
    const [known] = await tx
      .select({ userId: userContacts.userId })
      .from(userContacts)
      .where(eq(userContacts.email, klass.instructorEmail));
    const to = { email: klass.instructorEmail, name: klass.instructorName, userId: known?.userId };
    await this.outbox.enqueue(tx, eventId, kind, to, content());
  }
}
