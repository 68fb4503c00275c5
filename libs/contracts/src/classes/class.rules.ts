// The class rules the front ends need without zod: a page that only shows a limit or a message must not download the
// schema library with it (the schemas that enforce these rules are in class.api.ts).
import { MIN_CARD_CHARGE_CENTS } from '../payments/coupon.messages.js';
import type { ClassDto, ClassStatus } from './class.dto.js';

export const CLASS_LIMITS = {
  nameMin: 3,
  nameMax: 120,
  seatsMin: 1,
  seatsMax: 10_000,
  priceMax: 100_000,
  feedbackMax: 1000,
  searchMax: 100,
  pageSizeMax: 48,
} as const;

/** The default page size of GET /approvedclass when `page` is given without `pageSize`. */
export const DEFAULT_CLASS_PAGE_SIZE = 12;

/**
 * 10000 → "10,000". Not `toLocaleString`: the first Intl call a page makes is slow (150–220 ms of main thread under a
 * 4× CPU slowdown in Chromium), and these messages are built when the module loads, on pages that never show them.
 */
const withThousands = (value: number) => String(value).replace(/\B(?=(\d{3})+(?!\d))/g, ',');

export const CLASS_MESSAGES = {
  nameRequired: 'Class name is required',
  nameLength: `Class name must be ${CLASS_LIMITS.nameMin} to ${CLASS_LIMITS.nameMax} characters`,
  seats: `Available seats must be a whole number from ${CLASS_LIMITS.seatsMin} to ${withThousands(CLASS_LIMITS.seatsMax)}`,
  price: `Price must be a number from 0 to ${withThousands(CLASS_LIMITS.priceMax)}, written like 49.99`,
  // A card cannot be charged less (Stripe's minimum): such a class could be listed and never sold.
  priceBelowCardMinimum: `A paid class costs at least $${(MIN_CARD_CHARGE_CENTS / 100).toFixed(2)}, the least a card can be charged; 0 makes it free`,
  priceCents: 'Price can have at most 2 decimal places',
  imageRequired: 'Class image is required',
  imageNotUploaded: 'Upload the class image first; only images uploaded to ClassHub can be used',
  feedbackRequired: 'Feedback cannot be empty',
  feedbackLength: `Feedback must be at most ${CLASS_LIMITS.feedbackMax} characters`,
  feedbackIdMismatch: 'The id in the body does not match the class in the path',
  classNotFound: 'Class not found',
  invalidClassId: 'Invalid class id',
  alreadyDecided: (status: string) => `This class is already ${status}; only a pending class can be approved or denied`,
  seatsFromCheckoutOnly: 'Seats and enrolments change only through checkout; this call is no longer supported',
} as const;

/** True when `value` has at most two decimal places (19.99 yes, 19.999 no), allowing for binary rounding. */
export function hasAtMostTwoDecimals(value: number): boolean {
  return Math.abs(value * 100 - Math.round(value * 100)) < 1e-6;
}

/** Free (0), or at least what a card can be charged; a negative price is the range check's to refuse. */
export function isChargeablePrice(dollars: number): boolean {
  return dollars <= 0 || toCents(dollars) >= MIN_CARD_CHARGE_CENTS;
}

/** Dollars to whole cents (19.99 → 1999); only for amounts that passed `hasAtMostTwoDecimals`. */
export function toCents(dollars: number): number {
  return Math.round(dollars * 100);
}

// 'rating': highest average first, then most reviews (decision 0043).
export const CLASS_SORTS = ['popular', 'price-asc', 'price-desc', 'newest', 'rating'] as const;
export type ClassSort = (typeof CLASS_SORTS)[number];

/** How many classes GET /popularclass lists. */
export const POPULAR_CLASSES_LIMIT = 6;

/** A class's review status as shown: approved or denied as stored, anything else (missing, or unknown here) is pending. */
export function classStatusOf(cls: Pick<ClassDto, 'status'>): ClassStatus {
  return cls.status === 'approved' || cls.status === 'denied' ? cls.status : 'pending';
}
