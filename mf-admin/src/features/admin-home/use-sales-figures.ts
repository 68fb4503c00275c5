import { useMemo } from 'react';
import { isCountedSale, salesPerDay, salesWeekOverWeek, summarizeSales } from '@classhub/contracts';
import { useListPaymentsQuery } from './api';

/**
 * GET /api/allpayment and the figures made from it. `now` is taken when an answer arrives, so 'this week' is the 7
 * days up to the moment the figures are shown. Refunded payments are no sale and count nowhere.
 */
export function useSalesFigures() {
  const query = useListPaymentsQuery();
  const payments = query.data;
  const figures = useMemo(() => {
    if (!payments) return undefined;
    const now = new Date();
    return {
      totals: summarizeSales(payments),
      weeks: salesWeekOverWeek(payments, now),
      days: salesPerDay(payments, now),
      refunded: payments.filter((payment) => !isCountedSale(payment)).length,
    };
  }, [payments]);
  return { ...query, figures };
}
