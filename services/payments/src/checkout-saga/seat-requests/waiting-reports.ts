import { Injectable, Logger, type OnModuleDestroy } from '@nestjs/common';
import { CLASSES_SEAT_WAITING } from '@classhub/contracts';
import { AtMostEvery, RequestClient } from '@classhub/nest-kit';

/** A student turned away again and again is reported at most this often: in a rush they ask many times a second. */
const REPORTED_EVERY_MS = 5000;
/** Students turned away within this long are reported together, one request a class. */
const GATHER_MS = 100;
/** The most students one report names (the request's own limit). */
const REPORT_SIZE = 500;

/**
 * Tells classes of the students the seat queue turned away without asking it, so classes knows others are waiting for
 * the class (decision 0029: no more time for its holds, a cool-down for those whose hold lapsed). A rush's refusals
 * are gathered for a moment and sent as one request a class; nothing here delays or fails a refusal.
 */
@Injectable()
export class WaitingReports implements OnModuleDestroy {
  private readonly logger = new Logger(WaitingReports.name);
  private readonly reported = new AtMostEvery(REPORTED_EVERY_MS);
  /** Students to report, by class. */
  private readonly gathered = new Map<string, Set<string>>();
  private timer: NodeJS.Timeout | undefined;

  constructor(private readonly requests: RequestClient) {}

  turnedAway(classId: string, studentId: string): void {
    if (!this.reported.due(`${classId}:${studentId}`)) return;
    const students = this.gathered.get(classId) ?? new Set<string>();
    students.add(studentId);
    this.gathered.set(classId, students);
    this.timer ??= setTimeout(() => void this.send(), GATHER_MS);
  }

  onModuleDestroy(): Promise<void> {
    return this.send();
  }

  /** Sends what was gathered: one request a class (and a share of at most REPORT_SIZE students each). */
  async send(): Promise<void> {
    clearTimeout(this.timer);
    this.timer = undefined;
    const reports = [...this.gathered].flatMap(([classId, students]) => {
      const ids = [...students];
      return Array.from({ length: Math.ceil(ids.length / REPORT_SIZE) }, (_, index) => ({
        classId,
        studentIds: ids.slice(index * REPORT_SIZE, (index + 1) * REPORT_SIZE),
      }));
    });
    this.gathered.clear();
    await Promise.all(
      reports.map((report) =>
        this.requests.request(CLASSES_SEAT_WAITING, report).catch((error: unknown) => {
          this.logger.warn(`Could not tell classes students wait for class ${report.classId}: ${String(error)}`);
        }),
      ),
    );
  }
}
