import { useId } from 'react';
import { Button } from '../button';
import { formatOrdinal } from '../format/format-date';
import { WaitlistOfferBanner } from './waitlist-offer-banner';
import { Place, PlaceText, Refusal, Spot } from './waitlist-control.styles';

/** The student's entry in a class's line, as the waitlist routes answer it. */
export interface WaitlistPlace {
  status: 'waiting' | 'offered';
  position: number;
  offerExpiresAt?: string;
}

export interface WaitlistControlProps {
  className: string;
  /** The student's entry, or null when they are not in line. */
  place: WaitlistPlace | null;
  onJoin?: () => void;
  onLeave: () => void;
  onClaim: () => void;
  busy?: boolean;
  claiming?: boolean;
  /** Why the last call was refused (the server's words), shown until the next one. */
  error?: string | null;
}

/**
 * The waitlist spot of a full class (decision 0038): Join, the student's place in line and Leave, or the seat offered
 * to them with Claim.
 */
export function WaitlistControl({
  className,
  place,
  onJoin,
  onLeave,
  onClaim,
  busy,
  claiming,
  error,
}: WaitlistControlProps) {
  const errorId = useId();
  const describedBy = error ? errorId : undefined;
  let control;
  if (place?.status === 'offered' && place.offerExpiresAt) {
    control = (
      <WaitlistOfferBanner
        expiresAt={place.offerExpiresAt}
        classLabel={className}
        onClaim={onClaim}
        claiming={claiming}
      />
    );
  } else if (place) {
    control = (
      <Place>
        <PlaceText>You are {formatOrdinal(place.position)} in line</PlaceText>
        <Button
          $variant="secondary"
          disabled={busy}
          onClick={onLeave}
          aria-label={`Leave waitlist: ${className}`}
          aria-describedby={describedBy}
        >
          Leave waitlist
        </Button>
      </Place>
    );
  } else if (onJoin) {
    control = (
      <Button
        disabled={busy}
        onClick={onJoin}
        aria-label={`Join waitlist: ${className}`}
        aria-describedby={describedBy}
      >
        Join waitlist
      </Button>
    );
  }
  return (
    <Spot>
      {control}
      {error ? (
        <Refusal id={errorId} role="alert">
          {error}
        </Refusal>
      ) : null}
    </Spot>
  );
}
