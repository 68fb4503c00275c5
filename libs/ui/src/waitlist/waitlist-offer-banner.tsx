import { Button } from '../button';
import { DateTime } from '../format/date-time';
import { OfferBox } from './waitlist-control.styles';

export interface WaitlistOfferBannerProps {
  /** Named where the banner is not inside the class's own card (the student's dashboard). */
  className?: string;
  /** Until when the seat is kept, shown in the viewer's own time zone. */
  expiresAt: string;
  /** The class's name for the button's accessible name. */
  classLabel: string;
  onClaim: () => void;
  claiming?: boolean;
}

/** A seat freed from the waitlist and kept for this student (decision 0038): until when, and Claim. */
export function WaitlistOfferBanner({ className, expiresAt, classLabel, onClaim, claiming }: WaitlistOfferBannerProps) {
  return (
    <OfferBox role="region" aria-label={`Seat offered in ${classLabel}`}>
      <p>
        {className ? `A seat in “${className}” is yours until ` : 'A seat is yours until '}
        <DateTime iso={expiresAt} />.
      </p>
      <Button onClick={onClaim} disabled={claiming} aria-label={`Claim your seat in ${classLabel}`}>
        {claiming ? 'Claiming…' : 'Claim'}
      </Button>
    </OfferBox>
  );
}
