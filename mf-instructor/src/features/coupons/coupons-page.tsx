import { CouponsManager, ErrorState, LoadingState, PageContainer, PageHeader } from '@classhub/ui';
import { apiErrorMessage } from '@classhub/web-api';
import { useCouponActions, useListCouponsQuery } from '@classhub/web-query';
import { useMyClasses } from '../../api/use-my-classes';

/**
 * /dashboard/mycoupons — promotion codes for the instructor's own approved classes (decision 0035), with times
 * redeemed; the server refuses a code for anyone else's class.
 */
export function CouponsPage() {
  const coupons = useListCouponsQuery();
  const classes = useMyClasses();
  const actions = useCouponActions();
  const failed = coupons.error ?? classes.error;
  const open = classes.data?.filter((cls) => cls.status === 'approved') ?? [];
  return (
    <PageContainer>
      <PageHeader title="My Coupons" description="Promotion codes for your classes, and how often each was used." />
      {coupons.isLoading || classes.isLoading ? <LoadingState label="Loading promotion codes…" /> : null}
      {failed ? (
        <ErrorState
          title="We couldn't load your promotion codes"
          message={apiErrorMessage(failed)}
          onRetry={() => void Promise.all([coupons.refetch(), classes.refetch()])}
        />
      ) : null}
      {coupons.data && classes.data ? (
        <CouponsManager
          allClasses={false}
          classes={open.map(({ _id, className }) => ({ id: _id, name: className }))}
          coupons={coupons.data}
          {...actions}
        />
      ) : null}
    </PageContainer>
  );
}
