import { Inject, Injectable, Logger } from '@nestjs/common';
import { CLASSES_CLASS_SCHEDULE } from '@classhub/contracts';
import { CALENDAR_CONTENT_TYPE, calendarFileName, classCalendar, RequestClient } from '@classhub/nest-kit';
import type { MailAttachment } from '../mail/mail-queue.entity.js';

// Asked inside the receipt event's transaction: short, so a slow classes service holds nothing for long.
const ASK_TIMEOUT_MS = 2_000;
// After a failed ask, receipts go without asking for this long: while classes is down, a rush of receipts would
// otherwise each hold its transaction (and a pooled connection) for the whole timeout, one after another.
export const QUIET_AFTER_FAILURE_MS = 15_000;

/**
 * The calendar file a receipt mail carries (decision 0040): the class's sessions, asked of classes when the receipt is
 * mailed (receipts do not carry them, and sessions may have changed since the payment). A class without sessions gets
 * none; so does a receipt whose class classes cannot tell about now: a receipt is a record of money and is not held
 * back for a calendar, which the student can still download from My Enrolled Classes.
 */
@Injectable()
export class ReceiptCalendar {
  private readonly logger = new Logger(ReceiptCalendar.name);
  private quietUntil = 0;

  constructor(@Inject(RequestClient) private readonly requests: RequestClient) {}

  async attachmentsFor(classId: string): Promise<MailAttachment[]> {
    if (Date.now() < this.quietUntil) {
      this.logger.warn(`Receipt of class ${classId} mailed without its calendar: classes did not answer a moment ago`);
      return [];
    }
    let schedule;
    try {
      schedule = await this.requests.request(CLASSES_CLASS_SCHEDULE, { classId }, ASK_TIMEOUT_MS);
    } catch (error) {
      this.quietUntil = Date.now() + QUIET_AFTER_FAILURE_MS;
      this.logger.warn(
        `Receipt of class ${classId} mailed without its calendar: ${error instanceof Error ? error.message : String(error)}`,
      );
      return [];
    }
    if (!schedule.found || schedule.sessions.length === 0) return [];
    const className = schedule.className ?? 'ClassHub class';
    const klass = {
      classId,
      className,
      instructorName: schedule.instructorName ?? '',
      meetingUrl: schedule.meetingUrl,
    };
    return [
      {
        filename: calendarFileName(className),
        contentType: `${CALENDAR_CONTENT_TYPE}; method=PUBLISH`,
        content: classCalendar(klass, schedule.sessions),
      },
    ];
  }
}
