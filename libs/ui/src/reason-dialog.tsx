import { lazy, Suspense } from 'react';
import type { ReasonDialogProps } from './reason-dialog-view.lazy';

export type { ReasonDialogProps } from './reason-dialog-view.lazy';

// @classhub/ui is one shared module every page loads whole: the dialog (`*.lazy.tsx`, left out of the boot chunk) is
// fetched when it is first opened.
const ReasonDialogLazy = lazy(() =>
  import(/* webpackChunkName: "reason-dialog" */ './reason-dialog-view.lazy').then((m) => ({
    default: m.ReasonDialogView,
  })),
);

/** A consequential action with a typed reason (decision 0041); see ReasonDialogView. */
export function ReasonDialog(props: ReasonDialogProps) {
  return (
    <Suspense fallback={null}>
      <ReasonDialogLazy {...props} />
    </Suspense>
  );
}
