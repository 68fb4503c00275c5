import { Inject, Injectable } from '@nestjs/common';
import { PAYMENT_MESSAGES, SCHEDULE_MESSAGES, type SelectedClassDto } from '@classhub/contracts';
import { conflict, DRIZZLE, notFound, type AuthenticatedUser } from '@classhub/nest-kit';
import { and, asc, eq, ne, sql } from 'drizzle-orm';
import { classListings, type ClassListingRow } from '../class-listings/class-listings-read-model.entity.js';
import { WaitlistOffers } from '../checkout-saga/seat-requests/waitlist-offers.js';
import type { PaymentsDb } from '../db/payments-db.js';
import { payments, type PaymentRow } from '../payments/payment.entity.js';
import { selections, type SelectionRow } from './selection.entity.js';

function toSelectedClassDto(selection: SelectionRow, listing: ClassListingRow): SelectedClassDto {
  return {
    _id: selection.id,
    classId: selection.classId,
    classImage: listing.classImage,
    className: listing.className,
    availableSeats: listing.availableSeats,
    enrolled: listing.enrolled,
    price: listing.priceCents / 100,
    instructorName: listing.instructorName,
    instructorEmail: listing.instructorEmail,
    status: listing.status,
    email: selection.studentEmail,
    name: selection.studentName,
  };
}

function toPaidSelectionDto(payment: PaymentRow, listing: ClassListingRow | null): SelectedClassDto {
  return {
    _id: payment.selectionId,
    classId: payment.classId,
    classImage: payment.classImage,
    className: payment.className,
    availableSeats: listing?.availableSeats ?? 0,
    enrolled: listing?.enrolled ?? 0,
    price: payment.priceCents / 100,
    instructorName: payment.instructorName,
    instructorEmail: payment.instructorEmail,
    status: listing?.status ?? 'approved',
    email: payment.studentEmail,
    name: payment.studentName,
    payment: { _id: payment.id, transactionId: payment.transactionId, enrolmentStatus: payment.enrolmentStatus },
  };
}

/** The cart item `id` if it is the student's: someone else's is as unknown as a missing one. */
function ownSelection(studentId: string, id: string) {
  return and(eq(selections.id, id), eq(selections.studentId, studentId));
}

/** A student's selected classes (the cart): one entry per class, only classes open for enrolment. */
@Injectable()
export class SelectionsService {
  // Read on every visit to the cart pages: built once and kept as a named server-side prepared statement, so neither
  // drizzle nor PostgreSQL plans it again (drizzle's query building was a tenth of the service's time per request).
  private readonly cartOf;

  constructor(
    @Inject(DRIZZLE) private readonly db: PaymentsDb,
    private readonly offers: WaitlistOffers,
  ) {
    this.cartOf = db
      .select()
      .from(selections)
      .innerJoin(classListings, eq(classListings.classId, selections.classId))
      .where(eq(selections.studentId, sql.placeholder('studentId')))
      .orderBy(asc(selections.createdAt), asc(selections.id))
      .prepare('selections_cart_of_student');
  }

  async select(student: AuthenticatedUser, classId: string): Promise<{ insertedId: string }> {
    const [listing] = await this.db.select().from(classListings).where(eq(classListings.classId, classId)).limit(1);
    if (!listing) throw notFound(PAYMENT_MESSAGES.classNotFound);
    if (listing.status !== 'approved' || listing.cancelledAt) throw conflict(PAYMENT_MESSAGES.classNotApproved);
    // Decision 0040: a class whose last session is over is no longer sold.
    if (listing.endsAt && listing.endsAt <= new Date()) throw conflict(SCHEDULE_MESSAGES.classEnded);
    // A full class may still be selected by the student a waitlist seat is kept for (decision 0038).
    if (listing.availableSeats < 1 && !(await this.offers.seatKeptFor(classId, student.id, listing.availableSeats)))
      throw conflict(PAYMENT_MESSAGES.classFull);
    if (await this.hasPaidFor(student.id, classId)) throw conflict(PAYMENT_MESSAGES.alreadyBought);
    const [inserted] = await this.db
      .insert(selections)
      .values({ studentId: student.id, studentEmail: student.email, studentName: student.name, classId })
      .onConflictDoNothing()
      .returning({ id: selections.id });
    if (!inserted) throw conflict(PAYMENT_MESSAGES.alreadySelected);
    return { insertedId: inserted.id };
  }

  /** The student's cart, oldest first, with each class as it is now. */
  async listOf(studentId: string): Promise<SelectedClassDto[]> {
    const rows = await this.cartOf.execute({ studentId });
    return rows.map((row) => toSelectedClassDto(row.selections, row.class_listings));
  }

  /** One of the student's cart entries, or, once it has been paid for, what was paid (with `payment` set). */
  async getOwn(studentId: string, id: string): Promise<SelectedClassDto> {
    const [row] = await this.db
      .select()
      .from(selections)
      .innerJoin(classListings, eq(classListings.classId, selections.classId))
      .where(ownSelection(studentId, id))
      .limit(1);
    if (row) return toSelectedClassDto(row.selections, row.class_listings);
    const [paid] = await this.db
      .select()
      .from(payments)
      .leftJoin(classListings, eq(classListings.classId, payments.classId))
      .where(and(eq(payments.selectionId, id), eq(payments.studentId, studentId)))
      .limit(1);
    if (!paid) throw notFound(PAYMENT_MESSAGES.selectionNotFound);
    return toPaidSelectionDto(paid.payments, paid.class_listings);
  }

  async remove(studentId: string, id: string): Promise<{ deletedCount: number }> {
    const deleted = await this.db
      .delete(selections)
      .where(ownSelection(studentId, id))
      .returning({ id: selections.id });
    if (deleted.length === 0) throw notFound(PAYMENT_MESSAGES.selectionNotFound);
    return { deletedCount: deleted.length };
  }

  /** A payment for the class that was not refunded. */
  async hasPaidFor(studentId: string, classId: string): Promise<boolean> {
    const [row] = await this.db
      .select({ id: payments.id })
      .from(payments)
      .where(
        and(eq(payments.studentId, studentId), eq(payments.classId, classId), ne(payments.enrolmentStatus, 'refunded')),
      )
      .limit(1);
    return row !== undefined;
  }
}
