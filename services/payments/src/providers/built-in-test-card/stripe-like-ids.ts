import { randomInt } from 'node:crypto';

const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
const RANDOM_LENGTH = 24;

function randomBase62(length = RANDOM_LENGTH): string {
  let out = '';
  for (let index = 0; index < length; index++) out += BASE62[randomInt(BASE62.length)];
  return out;
}

/** Ids shaped like Stripe's, so code and screens behave the same with either provider. */
export const stripeLikeIds = {
  paymentIntent: (): string => `pi_${randomBase62()}`,
  clientSecret: (intentId: string): string => `${intentId}_secret_${randomBase62()}`,
  refund: (): string => `re_${randomBase62()}`,
};
