import { useState } from 'react';
import { isClassFull, type ClassDto } from '@classhub/contracts';
import { toast } from '@classhub/ui';
import { useCurrentUser, type CurrentUser } from '@classhub/web-api';
import { useCreateSelectionMutation, type CreateSelectionBody } from './selection.api';
import { useMyClassMarks } from './use-my-class-marks';

/**
 * What a class's Select spot shows: the class is already the student's ('selected', 'enrolled'), or Select, maybe
 * disabled with a reason to show beside it.
 */
export type SelectState =
  { kind: 'selected' } | { kind: 'enrolled' } | { kind: 'select'; disabled: boolean; reason: string | null };

export const SELECTED_MESSAGE = 'Class has been selected';
export const SELECT_FAILED_TITLE = 'Could not select this class';
const TRY_AGAIN = 'Please try again.';

/** The spec's POST /selected payload: the class, plus who selects it. */
export function toSelection(cls: ClassDto, user: NonNullable<CurrentUser['user']>): CreateSelectionBody {
  return {
    className: cls.className,
    classImage: cls.classImage,
    instructorName: cls.instructorName,
    instructorEmail: cls.instructorEmail,
    availableSeats: cls.availableSeats,
    price: cls.price,
    enrolled: cls.enrolled,
    status: cls.status,
    email: user.email,
    name: user.name,
    classId: cls._id,
  };
}

/**
 * The server's `message` when it explains a refusal (e.g. a 409 "already selected"); a missing route (404), a server
 * failure or no answer at all only says to try again, since their text means nothing to a student.
 */
export function selectionErrorText(error: unknown): string {
  const { status, data } = (error ?? {}) as { status?: unknown; data?: unknown };
  if (typeof status !== 'number' || status === 404 || status >= 500) return TRY_AGAIN;
  const message = (data as { message?: unknown } | null)?.message;
  return typeof message === 'string' && message.trim() ? message : TRY_AGAIN;
}

/**
 * Select on a class card (docs/product.md#class-cards): students add the class to their selected classes, a signed-out
 * visitor is asked to log in, admins and instructors cannot select, and nobody can while the auth state is loading.
 */
export function useSelectClass() {
  const { status, user, role } = useCurrentUser();
  const [createSelection, { isLoading, originalArgs }] = useCreateSelectionMutation();
  const [loginPromptFor, setLoginPromptFor] = useState<ClassDto | null>(null);

  const mayPickClasses = status === 'signedOut' || (status === 'signedIn' && role === 'student');

  const markOf = useMyClassMarks();

  const stateOf = (cls: ClassDto): SelectState => {
    const mark = markOf(cls._id);
    if (mark) return { kind: mark };
    // A full class says so with its red card and badge.
    if (isClassFull(cls)) return { kind: 'select', disabled: true, reason: null };
    if (status === 'signedIn' && role && role !== 'student') {
      return {
        kind: 'select',
        disabled: true,
        reason: `Only students can select classes; you are signed in as ${role === 'admin' ? 'an admin' : 'an instructor'}.`,
      };
    }
    return {
      kind: 'select',
      disabled: !mayPickClasses || (isLoading && originalArgs?.classId === cls._id),
      reason: null,
    };
  };

  const select = async (cls: ClassDto) => {
    if (status === 'signedOut') {
      setLoginPromptFor(cls);
      return;
    }
    if (status !== 'signedIn' || !user || role !== 'student') return;
    try {
      const { insertedId } = await createSelection(toSelection(cls, user)).unwrap();
      if (insertedId) toast.success(SELECTED_MESSAGE);
    } catch (error) {
      toast.error(SELECT_FAILED_TITLE, selectionErrorText(error));
    }
  };

  return {
    stateOf,
    select,
    loginPromptFor,
    askToLogIn: setLoginPromptFor,
    closeLoginPrompt: () => setLoginPromptFor(null),
  };
}
