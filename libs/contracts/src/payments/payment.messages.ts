// What checkout answers, in words, kept apart from the schemas so a page that shows one does not download zod.

export const PAYMENT_MESSAGES = {
  classIdRequired: 'classId must be the id of a class',
  selectionIdRequired: 'selecteItemId must be the id of one of your selected classes',
  transactionIdRequired: 'transactionId must be the payment intent id the card provider returned',
  notYourEmail: 'You can only select classes for yourself',
  classNotFound: 'Class not found',
  classNotApproved: 'This class is not open for enrolment',
  classFull: 'This class is full',
  alreadySelected: 'You have already selected this class',
  alreadyBought: 'You have already paid for this class',
  selectionNotFound: 'Selected class not found',
  freeClass: 'This class is free: there is nothing to pay',
  notFree: 'This class is not free: pay for it by card',
  belowCardMinimum: 'This class costs less than the $0.50 a card can be charged, so it cannot be paid for by card',
  paymentNotSucceeded: 'The card payment has not succeeded',
  paymentMismatch: 'This payment belongs to another selected class',
  paymentIntentIdRequired: 'paymentIntentId must be the id of the payment intent whose seat you hold',
  paymentIntentNotFound: 'No checkout of yours has this payment intent',
  holdEnded: 'Your seat hold has ended; press Pay to hold a seat again',
  checkoutEndedMeanwhile: 'Another checkout of this class has just ended; please try again',
  checkoutUnavailable: 'Checkout is unavailable right now; please try again in a moment',
} as const;
