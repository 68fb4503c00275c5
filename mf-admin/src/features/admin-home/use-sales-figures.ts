import { useMemo } from 'react';
import { salesFigures } from '@classhub/contracts';
import { useListPaymentsQuery } from './api';

/**
 * GET /api/allpayment and the figures made from it. `now` is taken when an answer arrives, so 'this week' is the 7
 * days up to the moment the figures are shown. Refunded payments are no sale and count nowhere.
 */
export function useSalesFigures() {
  const query = useListPaymentsQuery();
  const payments = query.data;
  const figures = useMemo(() => (payments ? salesFigures(payments, new Date()) : undefined), [payments]);
  return { ...query, figures };
}
