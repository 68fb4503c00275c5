/** The instructor area's routes (docs/product.md#routes), in one place for the router and the links between pages. */
export const PATHS = {
  home: '/dashboard/instructorhome',
  myClasses: '/dashboard/myclasses',
  addClass: '/dashboard/addclasses',
  coupons: '/dashboard/mycoupons',
} as const;
