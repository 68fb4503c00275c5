import type { ClassReviewDto } from '@classhub/contracts';
import type { StudentReviewRow } from './student-review.entity.js';

/** A review as the API shows it: never the author's id; the hiding only to those who may see a hidden review. */
export function toReviewDto(row: StudentReviewRow): ClassReviewDto {
  return {
    _id: row.id,
    classId: row.classId,
    studentName: row.studentName,
    rating: row.rating,
    text: row.body,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    ...(row.answer !== null && row.answeredAt
      ? { answer: { text: row.answer, answeredAt: row.answeredAt.toISOString() } }
      : {}),
    ...(row.hiddenAt ? { hidden: { reason: row.hiddenReason ?? '', hiddenAt: row.hiddenAt.toISOString() } } : {}),
  };
}
