import { Inject, Injectable } from '@nestjs/common';
import { CLASSES_CLASS_SCHEDULE, type ReplyInput, type RequestData } from '@classhub/contracts';
import { DRIZZLE, OnRequest } from '@classhub/nest-kit';
import { eq } from 'drizzle-orm';
import { classes } from '../classes/class.entity.js';
import type { ClassesDb } from '../db/classes-db.js';
import { sessionsOf } from './class-schedule.js';

/** Notifications asks for a class's sessions to attach its calendar to the receipt mail (decision 0040). */
@Injectable()
export class ClassScheduleResponder {
  constructor(@Inject(DRIZZLE) private readonly db: ClassesDb) {}

  @OnRequest(CLASSES_CLASS_SCHEDULE)
  async schedule({
    classId,
  }: RequestData<typeof CLASSES_CLASS_SCHEDULE>): Promise<ReplyInput<typeof CLASSES_CLASS_SCHEDULE>> {
    const [klass] = await this.db.select().from(classes).where(eq(classes.id, classId)).limit(1);
    if (!klass) return { found: false, sessions: [] };
    return {
      found: true,
      className: klass.className,
      instructorName: klass.instructorName,
      instructorEmail: klass.instructorEmail,
      ...(klass.meetingUrl ? { meetingUrl: klass.meetingUrl } : {}),
      sessions: (await sessionsOf(this.db, [classId])).get(classId) ?? [],
    };
  }
}
