import { z } from 'zod';
import type { CheckoutMetadata } from './payment-provider.js';

/** What a payment intent's metadata must hold to be one of our checkouts; anything else is not ClassHub's. */
export const checkoutMetadataSchema = z.object({
  holdId: z.string().min(1),
  selectionId: z.string().min(1),
  classId: z.string().min(1),
  studentId: z.string().min(1),
}) satisfies z.ZodType<CheckoutMetadata>;
