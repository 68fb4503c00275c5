import { Inject, Injectable } from '@nestjs/common';
import { CLASS_MESSAGES, SCHEDULE_MESSAGES, type ClassSessionTimes } from '@classhub/contracts';
import { classCalendar, DRIZZLE, forbidden, notFound, type AuthenticatedUser } from '@classhub/nest-kit';
import { eq } from 'drizzle-orm';
import { classes, type ClassRow } from '../classes/class.entity.js';
import type { ClassesDb } from '../db/classes-db.js';
import { seatsOfStudents } from '../waitlist/persistence/seats-given-back.js';
import { sessionsOf } from './class-schedule.js';

/** What an enrolled student needs to attend a class: its joining link and sessions. */
export interface ClassJoining {
  classId: string;
  className: string;
  meetingUrl: string | null;
  timeZone: string;
  sessions: ClassSessionTimes[];
}

/**
 * The joining link and calendar of a class (decision 0040): for the students enrolled in it now (a converted seat hold
 * not withdrawn by a refund, as the waitlist tells), its instructor and admins. Anyone else is refused with 403; a
 * class that does not exist is 404 for everyone.
 */
@Injectable()
export class ClassJoiningService {
  constructor(@Inject(DRIZZLE) private readonly db: ClassesDb) {}

  async joining(caller: AuthenticatedUser, classId: string): Promise<ClassJoining> {
    const klass = await this.allowedClass(caller, classId);
    const sessions = (await sessionsOf(this.db, [klass.id])).get(klass.id) ?? [];
    return {
      classId: klass.id,
      className: klass.className,
      meetingUrl: klass.meetingUrl,
      timeZone: klass.timeZone,
      sessions,
    };
  }

  /** The class's sessions as an iCalendar file, one event per session. */
  async calendar(caller: AuthenticatedUser, classId: string): Promise<{ className: string; ics: string }> {
    const joining = await this.joining(caller, classId);
    const [row] = await this.db
      .select({ instructorName: classes.instructorName })
      .from(classes)
      .where(eq(classes.id, classId));
    const ics = classCalendar({ ...joining, instructorName: row?.instructorName ?? '' }, joining.sessions);
    return { className: joining.className, ics };
  }

  private async allowedClass(caller: AuthenticatedUser, classId: string): Promise<ClassRow> {
    const [klass] = await this.db.select().from(classes).where(eq(classes.id, classId)).limit(1);
    if (!klass) throw notFound(CLASS_MESSAGES.classNotFound);
    if (caller.role === 'admin') return klass;
    if (caller.role === 'instructor' && klass.instructorEmail === caller.email) return klass;
    if (caller.role === 'student') {
      const seat = (await seatsOfStudents(this.db, klass.id, [caller.id])).get(caller.id);
      if (seat === 'enrolled') return klass;
    }
    throw forbidden(SCHEDULE_MESSAGES.notEnrolled);
  }
}
