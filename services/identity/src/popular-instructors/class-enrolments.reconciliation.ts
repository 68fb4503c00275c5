import { Injectable } from '@nestjs/common';
import { normalizeEmail, type ClassSnapshot } from '@classhub/contracts';
import { ClassSnapshotReconciliation, repairRows } from '@classhub/nest-kit';
import { classEnrolments } from './class-enrolment.entity.js';

/** Repairs `class_enrolments` from the classes service's list of classes (decision 0031). */
@Injectable()
export class ClassEnrolmentsReconciliation extends ClassSnapshotReconciliation {
  protected async repair(snapshots: ClassSnapshot[], asOf: Date): Promise<number> {
    const rows = snapshots.map((snapshot) => ({
      classId: snapshot.classId,
      instructorEmail: normalizeEmail(snapshot.instructorEmail),
      status: snapshot.status,
      enrolled: snapshot.enrolled,
      occurredAt: asOf,
    }));
    const repaired = await repairRows(this.db, classEnrolments, rows, {
      key: classEnrolments.classId,
      occurredAt: classEnrolments.occurredAt,
      compared: [classEnrolments.instructorEmail, classEnrolments.status, classEnrolments.enrolled],
    });
    return repaired.length;
  }
}
