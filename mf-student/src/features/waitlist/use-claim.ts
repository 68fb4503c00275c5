import { useEffect } from 'react';
import { useNavigate } from '@classhub/routing';
import { toast } from '@classhub/ui';
import { useClaimOffer } from '@classhub/web-query';

export const CLAIM_FAILED_TITLE = 'Could not claim the seat';

/** Claim of an offered seat from the dashboard: to the class's payment page, or the server's reason in a toast. */
export function useClaim() {
  const navigate = useNavigate();
  const { claim, claiming, error } = useClaimOffer();
  useEffect(() => {
    if (error) toast.error(CLAIM_FAILED_TITLE, error.message);
  }, [error]);
  return {
    claiming,
    claim: (classId: string) =>
      void claim(classId).then((path) => {
        if (path) navigate(path);
      }),
  };
}
