const cents = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2, maximumFractionDigits: 2 });
const whole = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 0, maximumFractionDigits: 0 });

export interface FormatPriceOptions {
  /** Leaves out ".00" on a whole amount (30 → "$30"); the instructor's own class cards show prices that way. */
  dropZeroCents?: boolean;
}

/** A price in dollars kept to 2 decimal places (spec §9): 49.5 → "$49.50". */
export function formatPrice(price: number, { dropZeroCents = false }: FormatPriceOptions = {}): string {
  return dropZeroCents && Number.isInteger(price) ? whole.format(price) : cents.format(price);
}
