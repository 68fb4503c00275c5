import { useEffect, useState } from 'react';
import { PAYMENT_MESSAGES } from '@classhub/contracts';
import { Button, formatTime } from '@classhub/ui';
import { apiErrorMessage } from '@classhub/web-api';
import { useExtendPaymentIntentMutation } from './api';
import { formatCountdown } from './format-countdown';
import { ErrorText, HoldBox, HoldNotice, Muted } from './payment-page.styles';
import { useSecondsUntil } from './use-seconds-until';

/** The intent whose seat is held for this page, once the student has pressed Pay. */
export interface HeldSeat {
  paymentIntentId: string;
  expiresAt: string;
}

const NOT_HELD_MESSAGE = 'Your seat is held for you when you press Pay; until then nothing is reserved or charged.';
// The server's words for an ended hold, so the page and a refused extension say the same.
export const HOLD_ENDED_MESSAGE = `${PAYMENT_MESSAGES.holdEnded}.`;

/** When screen readers are told, once, that time is short (they are not told every second). */
const LAST_MINUTE_SECONDS = 60;

/** The live region's words: they change only when the hold starts, is extended, enters its last minute or ends. */
function noticeOf(held: HeldSeat | null, ended: boolean, secondsLeft: number, extendedTo: string | null): string {
  if (!held) return ended ? HOLD_ENDED_MESSAGE : NOT_HELD_MESSAGE;
  const until = formatTime(held.expiresAt);
  if (secondsLeft <= LAST_MINUTE_SECONDS) return `One minute left: your seat is held until ${until}.`;
  return held.expiresAt === extendedTo ? `Your seat is now held until ${until}.` : `Your seat is held until ${until}.`;
}

/**
 * The seat hold taken on Pay (decision 0029): how long it has left, ticking every second, and a way to keep it longer.
 * At zero the hold is over on the server too, so `onEnded` lets the checkout forget it. Before a hold and after it
 * ended, it says so.
 */
export function HoldCountdown({
  held,
  ended,
  onExtended,
  onEnded,
}: {
  held: HeldSeat | null;
  ended: boolean;
  onExtended: (extended: HeldSeat) => void;
  onEnded: () => void;
}) {
  const [extendIntent, extension] = useExtendPaymentIntentMutation();
  // A refusal is about the hold it was asked for; a later hold starts without it.
  const [refusal, setRefusal] = useState<{ expiresAt: string; message: string } | null>(null);
  const [extendedTo, setExtendedTo] = useState<string | null>(null);
  const secondsLeft = useSecondsUntil(held ? Date.parse(held.expiresAt) : undefined);

  useEffect(() => {
    if (held && secondsLeft === 0) onEnded();
  }, [held, secondsLeft, onEnded]);

  const keepLonger = async () => {
    if (!held || extension.isLoading) return;
    try {
      const { expiresAt } = await extendIntent({ paymentIntentId: held.paymentIntentId }).unwrap();
      setRefusal(null);
      setExtendedTo(expiresAt);
      onExtended({ paymentIntentId: held.paymentIntentId, expiresAt });
    } catch (error) {
      // The countdown goes on as it was: the hold still ends when the server said.
      setRefusal({ expiresAt: held.expiresAt, message: apiErrorMessage(error) });
    }
  };

  return (
    <HoldBox>
      {held ? (
        <>
          <Muted role="timer">{`Your seat is held for ${formatCountdown(secondsLeft)} more.`}</Muted>
          {/* Always there while held rather than appearing late, so it never vanishes from under the focus. */}
          <Button $variant="secondary" onClick={() => void keepLonger()} aria-busy={extension.isLoading || undefined}>
            Keep my seat longer
          </Button>
          {refusal?.expiresAt === held.expiresAt ? <ErrorText role="alert">{refusal.message}</ErrorText> : null}
        </>
      ) : null}
      <HoldNotice role="status" $offscreen={Boolean(held)}>
        {noticeOf(held, ended, secondsLeft, extendedTo)}
      </HoldNotice>
    </HoldBox>
  );
}
