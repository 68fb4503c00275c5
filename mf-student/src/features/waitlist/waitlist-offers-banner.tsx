import { WaitlistOfferBanner } from '@classhub/ui';
import { useMyWaitlist } from '@classhub/web-query';
import { useClaim } from './use-claim';
import { Offers } from './waitlist.styles';

/** The seats offered to the student from waitlists, on top of their dashboard home (decision 0038). */
export function WaitlistOffersBanner() {
  const { entries } = useMyWaitlist();
  const { claim, claiming } = useClaim();
  const offers = entries?.filter((entry) => entry.status === 'offered' && entry.offerExpiresAt) ?? [];
  if (offers.length === 0) return null;
  return (
    <Offers aria-label="Seats offered to you">
      {offers.map((offer) => (
        <li key={offer._id}>
          <WaitlistOfferBanner
            className={offer.className}
            classLabel={offer.className}
            expiresAt={offer.offerExpiresAt!}
            onClaim={() => claim(offer.classId)}
            claiming={claiming === offer.classId}
          />
        </li>
      ))}
    </Offers>
  );
}
