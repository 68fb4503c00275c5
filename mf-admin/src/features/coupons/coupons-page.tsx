import { CouponsManager, ErrorState, LoadingState, PageContainer, PageHeader } from '@classhub/ui';
import { apiErrorMessage } from '@classhub/web-api';
import { useCouponActions, useListCouponsQuery } from '@classhub/web-query';
import { useListClassesQuery } from '../../shared/classes.api';

/** /dashboard/managecoupons — promotion codes for any class or all of them (decision 0035), with times redeemed. */
export function CouponsPage() {
  const coupons = useListCouponsQuery();
  const classes = useListClassesQuery();
  const actions = useCouponActions();
  const failed = coupons.error ?? classes.error;
  return (
    <PageContainer>
      <PageHeader
        title="Coupons"
        description="Promotion codes for one class or every class, and how often each was used."
      />
      {coupons.isLoading || classes.isLoading ? <LoadingState label="Loading promotion codes…" /> : null}
      {failed ? (
        <ErrorState
          title="We couldn't load the promotion codes"
          message={apiErrorMessage(failed)}
          onRetry={() => void Promise.all([coupons.refetch(), classes.refetch()])}
        />
      ) : null}
      {coupons.data && classes.data ? (
        <CouponsManager
          allClasses
          classes={classes.data.map(({ _id, className }) => ({ id: _id, name: className }))}
          coupons={coupons.data}
          {...actions}
        />
      ) : null}
    </PageContainer>
  );
}
