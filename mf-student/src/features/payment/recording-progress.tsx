import { Button } from '@classhub/ui';
import { Muted } from './payment-page.styles';
import type { Recording } from './use-payment-recording';
import { useSecondsUntil } from './use-seconds-until';

/** What the page is doing while it records a payment, in words that say what is and is not known yet. */
export function RecordingProgress({
  recording,
  onRetryNow,
}: {
  recording: Extract<Recording, { phase: 'recording' }>;
  onRetryNow: () => void;
}) {
  const seconds = useSecondsUntil(recording.retryAt);
  const what = recording.charged
    ? `Your card was charged (transaction ${recording.transactionId}). Recording your payment…`
    : 'The connection was interrupted while your card was being confirmed. Checking whether the payment went through…';
  return (
    <div role="status" aria-live="polite">
      <Muted>{what}</Muted>
      {recording.retryAt ? (
        <>
          <Muted>
            {recording.lastError} Trying again in {seconds} s (attempt {recording.attempt + 1}); you will not be charged
            twice.
          </Muted>
          <Button $variant="secondary" onClick={onRetryNow}>
            Try now
          </Button>
        </>
      ) : null}
    </div>
  );
}
