/** What classes tells payments when it cannot hold a seat or enrol a paid student; payments shows these to the student. */
export const SEAT_HOLD_MESSAGES = {
  classNotFound: 'Class not found',
  notApproved: 'This class is not open for enrolment',
  full: 'This class is full: no seat is free',
  holdConverted: 'This seat hold has already become an enrolment',
  holdOfAnotherCheckout: 'This seat hold belongs to another class or student',
} as const;

export const ENROLMENT_REJECTED_REASONS = {
  filledUp: 'The class filled up before your payment arrived; your payment will be refunded',
  unknownHold: 'Unknown seat hold',
  holdUsedByAnotherPayment: 'This seat was already paid for by another payment; your payment will be refunded',
} as const;
