import { Inject, Injectable, Logger } from '@nestjs/common';
import { CLASSES_CLASS_SCHEDULE } from '@classhub/contracts';
import { CALENDAR_CONTENT_TYPE, calendarFileName, classCalendar, RequestClient } from '@classhub/nest-kit';
import type { MailAttachment } from '../mail/mail-queue.entity.js';

// Asked inside the receipt event's transaction: short, so a slow classes service holds nothing for long.
const ASK_TIMEOUT_MS = 2_000;

/**
 * The calendar file a receipt mail carries (decision 0040): the class's sessions, asked of classes when the receipt is
 * mailed (receipts do not carry them, and sessions may have changed since the payment). A class without sessions gets
 * none; so does a receipt whose class classes cannot tell about now: a receipt is a record of money and is not held
 * back for a calendar, which the student can still download from My Enrolled Classes.
 */
@Injectable()
export class ReceiptCalendar {
  private readonly logger = new Logger(ReceiptCalendar.name);

  constructor(@Inject(RequestClient) private readonly requests: RequestClient) {}

  async attachmentsFor(classId: string): Promise<MailAttachment[]> {
    let schedule;
    try {
      schedule = await this.requests.request(CLASSES_CLASS_SCHEDULE, { classId }, ASK_TIMEOUT_MS);
    } catch (error) {
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
