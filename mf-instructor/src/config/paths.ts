/** The instructor area's routes (docs/product.md#routes), in one place for the router and the links between pages. */
export const PATHS = {
  home: '/dashboard/instructorhome',
  myClasses: '/dashboard/myclasses',
  // A class's Edit page (decision 0041): the Add A Class form, filled in.
  editClass: '/dashboard/myclasses/:id/edit',
  addClass: '/dashboard/addclasses',
  coupons: '/dashboard/mycoupons',
  // A class's roster (decision 0042).
  roster: '/dashboard/myclasses/:id/roster',
} as const;

/** The roster page of one class. */
export const rosterPathOf = (classId: string) => `${PATHS.myClasses}/${classId}/roster`;
