import { useState } from 'react';
import { isClassFull, type ClassDto } from '@classhub/contracts';
import { useNavigate } from '@classhub/routing';
import type { WaitlistControlProps } from '@classhub/ui';
import { apiErrorMessage, useCurrentUser } from '@classhub/web-api';
import { useClaimOffer, useJoinWaitlistMutation, useLeaveWaitlistMutation, useMyWaitlist } from '@classhub/web-query';

/** What a class's waitlist spot shows, or null where there is none to show. */
export type WaitlistSpot = (cls: ClassDto, enrolled: boolean) => WaitlistControlProps | null;

/**
 * The waitlist of a full class on its card and detail page (decision 0038): a student joins, sees their place and
 * leaves, or claims the seat offered to them; a signed-out visitor who presses Join is asked to log in, as for Select;
 * instructors and admins have no waitlist. An offer shows even once the class is open again to everyone.
 */
export function useWaitlistSpot(askToLogIn: (cls: ClassDto) => void): WaitlistSpot {
  const { status, role } = useCurrentUser();
  const navigate = useNavigate();
  const { entries } = useMyWaitlist();
  const [join, joining] = useJoinWaitlistMutation();
  const [leave, leaving] = useLeaveWaitlistMutation();
  const { claim, claiming, error: claimError } = useClaimOffer();
  const [refusal, setRefusal] = useState<{ classId: string; message: string } | null>(null);

  const call = async (classId: string, request: Promise<unknown>) => {
    setRefusal(null);
    try {
      await request;
    } catch (error) {
      setRefusal({ classId, message: apiErrorMessage(error) });
    }
  };

  return (cls, enrolled) => {
    const entry = entries?.find(({ classId }) => classId === cls._id) ?? null;
    if (enrolled || !(entry || isClassFull(cls))) return null;
    if (status === 'signedIn' && role !== 'student') return null;
    if (status === 'loading') return null;
    const busy =
      (joining.isLoading && joining.originalArgs === cls._id) ||
      (leaving.isLoading && leaving.originalArgs === cls._id);
    const error = [refusal, claimError].find((failure) => failure?.classId === cls._id)?.message ?? null;
    return {
      className: cls.className,
      place: entry,
      busy,
      claiming: claiming === cls._id,
      error,
      onJoin: () => (status === 'signedOut' ? askToLogIn(cls) : void call(cls._id, join(cls._id).unwrap())),
      onLeave: () => void call(cls._id, leave(cls._id).unwrap()),
      onClaim: () =>
        void claim(cls._id).then((path) => {
          if (path) navigate(path);
        }),
    };
  };
}
