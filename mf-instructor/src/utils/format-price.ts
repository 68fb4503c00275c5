const whole = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 0, maximumFractionDigits: 0 });
const cents = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** A price in dollars, with cents only when there are any: 30 → "$30", 49.5 → "$49.50". */
export function formatPrice(price: number): string {
  return Number.isInteger(price) ? whole.format(price) : cents.format(price);
}
