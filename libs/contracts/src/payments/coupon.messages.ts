// What the promotion codes' routes answer, in words, kept apart from the schemas so a page that shows one does not
// download zod.

/** The most a code can take off (in cents) and the highest minimum price: $10,000, far above any class. */
export const MAX_COUPON_CENTS = 1_000_000;

/** The least a card can be charged, Stripe's minimum for USD: a code may make a class free, not cost a few cents. */
export const MIN_CARD_CHARGE_CENTS = 50;

function dollars(cents: number): string {
  return `$${(cents / 100).toFixed(2)}`;
}

export const COUPON_MESSAGES = {
  codeFormat: 'code must be 3 to 32 letters, digits, - or _',
  percentOff: 'percentOff must be a whole number from 1 to 100',
  amountOff: `amountOffCents must be a whole number of cents from 1 to ${MAX_COUPON_CENTS}`,
  percentOrAmount: 'Give either percentOff or amountOffCents, not both',
  maxRedemptions: 'maxRedemptions must be a whole number from 1 to 1000000',
  minPrice: `minPriceCents must be a whole number of cents from 0 to ${MAX_COUPON_CENTS}`,
  expiresAt: 'expiresAt must be a date and time in the future (ISO 8601, e.g. 2027-01-31T23:59:00Z)',
  classId: 'classId must be the id of a class, or null for all classes',
  allClassesAdminOnly: 'Only an admin can make a promotion code for all classes',
  notYourClass: 'You can only make and change promotion codes for your own classes',
  classNotFound: 'Class not found',
  codeTaken: 'An active promotion code with this code exists already',
  couponNotFound: 'Promotion code not found',
  couponIdInvalid: 'The promotion code id must be a UUID',
  codeRequired: 'Enter a promotion code',
  // What a student is told when a code cannot be used.
  unknown: 'This promotion code does not exist',
  inactive: 'This promotion code is no longer active',
  expired: 'This promotion code has expired',
  usedUp: 'This promotion code has been used up',
  notForClass: 'This promotion code is not for this class',
  alreadyUsed: 'You have already used this promotion code',
  belowMinimum: (minPriceCents: number) => `This promotion code needs a price of at least ${dollars(minPriceCents)}`,
  belowCardMinimum: (totalCents: number) =>
    `With this promotion code ${dollars(totalCents)} would be left to pay, less than the ${dollars(MIN_CARD_CHARGE_CENTS)} a card can be charged`,
  makesFree: 'With this promotion code the class is free: enrol without a card',
  stillToPay: 'With this promotion code there is still something to pay: pay by card',
} as const;

export const RECEIPT_MESSAGES = {
  receiptNotFound: 'Receipt not found',
  paymentIdInvalid: 'The payment id must be a UUID',
} as const;
