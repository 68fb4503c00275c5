import { useEffect, useState } from 'react';
import { declaredRequest, type DeclaredResponse } from '@classhub/contracts';
import { apiErrorMessage, useCurrentUser } from '@classhub/web-api';
import { api } from './api';
import { ownListsApi } from './own-lists.api';

export type WaitlistEntryDto = DeclaredResponse<'joinWaitlist'>;

// Tagged as classes' data under an id of its own, like the coupons: a new tag type would change the shared API's type.
const WAITLIST_TAG = { type: 'Class', id: 'WAITLIST' } as const;

/**
 * The signed-in student's waitlists (decision 0038): the catalogue's cards and detail page, the student's Waitlist
 * page and dashboard banner all read the one list, so joining on a card shows on the dashboard without a reload.
 */
export const waitlistApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** GET /api/waitlist: the student's places in line and the seats offered to them. */
    listMyWaitlist: build.query<DeclaredResponse<'listMyWaitlist'>, void>({
      query: () => declaredRequest('listMyWaitlist'),
      providesTags: [WAITLIST_TAG],
    }),
    /** POST /api/classes/{id}/waitlist: 409 with the reason when the student may not join (not full, enrolled…). */
    joinWaitlist: build.mutation<WaitlistEntryDto, string>({
      query: (id) => declaredRequest('joinWaitlist', { params: { id } }),
      invalidatesTags: (result, error) => (error ? [] : [WAITLIST_TAG]),
    }),
    /** DELETE /api/classes/{id}/waitlist: leaves the line, or gives up the seat offered. */
    leaveWaitlist: build.mutation<DeclaredResponse<'leaveWaitlist'>, string>({
      query: (id) => declaredRequest('leaveWaitlist', { params: { id } }),
      invalidatesTags: (result, error) => (error ? [] : [WAITLIST_TAG]),
    }),
    /** POST /api/selected for an offered class: payments lets an offered student select a full class. */
    selectOfferedClass: build.mutation<DeclaredResponse<'selectClass'>, { classId: string; email: string }>({
      query: (body) => declaredRequest('selectClass', { body }),
      invalidatesTags: (result, error) => (error ? [] : [{ type: 'Selected', id: 'LIST' }]),
    }),
  }),
});

export const { useListMyWaitlistQuery, useJoinWaitlistMutation, useLeaveWaitlistMutation } = waitlistApi;

/**
 * How often a student waiting in some line asks again, so an offer shows on an open card or dashboard within this
 * without a reload; with nobody waiting, no polling.
 */
export const WAITING_POLL_MS = 30_000;

/** The student's waitlist, or nothing for anyone else (visitors, instructors and admins have none). */
export function useMyWaitlist(): { entries: WaitlistEntryDto[] | undefined; isError: boolean; isLoading: boolean } {
  const { status, role } = useCurrentUser();
  const isStudent = status === 'signedIn' && role === 'student';
  const [pollingInterval, setPollingInterval] = useState(0);
  const { data, isError, isLoading } = useListMyWaitlistQuery(undefined, { skip: !isStudent, pollingInterval });
  const waiting = data?.some((entry) => entry.status === 'waiting') ?? false;
  useEffect(() => setPollingInterval(waiting ? WAITING_POLL_MS : 0), [waiting]);
  return { entries: isStudent ? data : undefined, isError, isLoading };
}

const CLAIM_FAILED = 'The class could not be selected. Please try again.';

/** The payment page of one selected class (My Selected Classes' Pay goes there too). */
export const paymentPathOf = (selectionId: string) => `/dashboard/payment/${encodeURIComponent(selectionId)}`;

/**
 * Claim of an offered seat (decision 0038): the class is selected (or its selection found) and the student goes to its
 * payment page, where starting the payment takes the seat. `claim` answers the page to go to, or null with `error` set
 * to the server's reason.
 */
export function useClaimOffer() {
  const { user } = useCurrentUser();
  const [selectOfferedClass] = waitlistApi.useSelectOfferedClassMutation();
  const [claiming, setClaiming] = useState<string | null>(null);
  const [error, setError] = useState<{ classId: string; message: string } | null>(null);
  const [loadSelected] = ownListsApi.useLazyListMySelectedQuery();

  const claim = async (classId: string): Promise<string | null> => {
    if (!user) return null;
    setClaiming(classId);
    setError(null);
    try {
      const selected = await loadSelected(user.email).unwrap();
      const existing = selected.find((item) => item.classId === classId);
      if (existing) return paymentPathOf(existing._id);
      const { insertedId } = await selectOfferedClass({ classId, email: user.email }).unwrap();
      if (insertedId) return paymentPathOf(insertedId);
      // Selected meanwhile (another tab): the selection is in the list now.
      const again = await loadSelected(user.email).unwrap();
      const found = again.find((item) => item.classId === classId);
      if (found) return paymentPathOf(found._id);
      setError({ classId, message: CLAIM_FAILED });
      return null;
    } catch (failure) {
      setError({ classId, message: apiErrorMessage(failure) });
      return null;
    } finally {
      setClaiming(null);
    }
  };

  return { claim, claiming, error };
}
