import { useCallback, useEffect, useId, useRef, useState } from 'react';
import styled from 'styled-components';
import { GOOGLE_SIGN_IN_MESSAGE_TYPE, type AuthProvidersResponse, type GoogleSignInMessage } from '@classhub/contracts';
import { Button, FormError } from '@classhub/ui';
import { authClient, startSession } from '@classhub/web-api';
import { useAppDispatch } from '../../app/store';
import { FormNote } from '../../components/form/form.styles';
import { Divider } from './auth-page.styles';
import { watchPopup } from './watch-popup';

export const GOOGLE_START_URL = '/api/auth/google/start';
const POPUP_NAME = 'classhub-google';
const POPUP_FEATURES = 'width=480,height=640';

export const DEMO_PROVIDER_NOTE =
  'Demo provider: this ClassHub runs a local stand-in for Google. Sign in with any email address.';

function isGoogleMessage(data: unknown): data is GoogleSignInMessage {
  return typeof data === 'object' && data !== null && (data as { type?: unknown }).type === GOOGLE_SIGN_IN_MESSAGE_TYPE;
}

export const GOOGLE_PROBLEMS = {
  unfinished: 'Google sign-in did not finish: its window was closed before you signed in. Please try again.',
  blocked: 'The Google sign-in window was blocked. Allow pop-ups for this site and try again.',
  timedOut: 'Google sign-in took too long and was stopped. Please try again.',
  noSession: 'Google sign-in did not finish: no session was started. Please try again.',
} as const;

/**
 * 'Login with Google': identity runs the OpenID Connect flow in a popup, which posts its outcome to this page
 * (same origin only) and closes. Every way it can end without a sign-in (a failure the popup reports, a popup closed
 * or blocked, one left open too long) ends the wait and leaves a message for the page to show. `providers` is what
 * the server offers: null until it answers (or when it cannot be asked).
 */
export function useGoogleSignIn(onSignedIn: (outcome: { isNewUser: boolean }) => void) {
  const dispatch = useAppDispatch();
  const [providers, setProviders] = useState<AuthProvidersResponse | null>(null);
  const [pending, setPending] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const onSignedInRef = useRef(onSignedIn);
  onSignedInRef.current = onSignedIn;
  const stopWatching = useRef<() => void>(() => undefined);

  const fail = useCallback((message: string) => {
    stopWatching.current();
    setPending(false);
    setProblem(message);
  }, []);

  useEffect(() => {
    let active = true;
    authClient
      .getProviders()
      .then((answer) => active && setProviders(answer))
      // Unknown: the button stays hidden rather than lead to a popup that may only say "not configured".
      .catch(() => active && setProviders(null));
    return () => {
      active = false;
    };
  }, []);

  useEffect(() => () => stopWatching.current(), []);

  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== window.location.origin || !isGoogleMessage(event.data)) return;
      const message = event.data;
      if (!message.ok) {
        console.error('[classhub] Google sign-in failed:', message.message);
        fail(message.message);
        return;
      }
      stopWatching.current();
      void dispatch(startSession()).then((user) => {
        if (!user) {
          fail(GOOGLE_PROBLEMS.noSession);
          return;
        }
        setPending(false);
        onSignedInRef.current({ isNewUser: message.isNewUser });
      });
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [dispatch, fail]);

  const start = useCallback(() => {
    setProblem(null);
    const popup = window.open(GOOGLE_START_URL, POPUP_NAME, POPUP_FEATURES);
    if (!popup) {
      fail(GOOGLE_PROBLEMS.blocked);
      return;
    }
    popup.focus();
    setPending(true);
    stopWatching.current();
    stopWatching.current = watchPopup(popup, {
      onClosed: () => fail(GOOGLE_PROBLEMS.unfinished),
      onTimedOut: () => fail(GOOGLE_PROBLEMS.timedOut),
    });
  }, [fail]);

  return { start, pending, problem, providers };
}

const GoogleButton = styled(Button).attrs({ $variant: 'secondary' as const })`
  width: 100%;
  min-height: 48px;
  color: ${({ theme }) => theme.color.text};
  border-color: ${({ theme }) => theme.color.border};
  background: ${({ theme }) => theme.color.surface};

  &:hover:not(:disabled) {
    background: ${({ theme }) => theme.color.surfaceMuted};
  }
`;

const Wrap = styled.div`
  display: grid;
  gap: 0.75rem;
`;

function GoogleMark() {
  return (
    <svg width="20" height="20" viewBox="0 0 48 48" aria-hidden="true" focusable="false">
      <path
        fill="#FFC107"
        d="M43.6 20.5H42V20H24v8h11.3C33.7 32.7 29.2 36 24 36c-6.6 0-12-5.4-12-12s5.4-12 12-12c3.1 0 5.8 1.2 7.9 3.1l5.7-5.7C34 6.1 29.3 4 24 4 13 4 4 13 4 24s9 20 20 20 20-9 20-20c0-1.3-.1-2.3-.4-3.5Z"
      />
      <path
        fill="#FF3D00"
        d="m6.3 14.7 6.6 4.8C14.7 15.1 19 12 24 12c3.1 0 5.8 1.2 7.9 3.1l5.7-5.7C34 6.1 29.3 4 24 4 16.3 4 9.7 8.3 6.3 14.7Z"
      />
      <path
        fill="#4CAF50"
        d="M24 44c5.2 0 9.9-2 13.4-5.2l-6.2-5.2C29.2 35.1 26.7 36 24 36c-5.2 0-9.6-3.3-11.3-7.9l-6.5 5C9.5 39.6 16.2 44 24 44Z"
      />
      <path
        fill="#1976D2"
        d="M43.6 20.5H42V20H24v8h11.3c-.8 2.2-2.2 4.2-4.1 5.6l6.2 5.2C37 39.2 44 34 44 24c0-1.3-.1-2.3-.4-3.5Z"
      />
    </svg>
  );
}

/**
 * Shown only when the server offers Google sign-in. On the demo platform (`npm start` without Google settings) the
 * button leads to a local OpenID provider, and says so.
 */
export function GoogleSignInButton({ onSignedIn }: { onSignedIn: (outcome: { isNewUser: boolean }) => void }) {
  const { start, pending, problem, providers } = useGoogleSignIn(onSignedIn);
  const hintId = useId();
  if (!providers?.google) return null;
  return (
    <>
      <Divider>or</Divider>
      <Wrap>
        <GoogleButton
          onClick={start}
          aria-busy={pending || undefined}
          aria-describedby={providers.demo ? hintId : undefined}
        >
          <GoogleMark />
          Login with Google
        </GoogleButton>
        {providers.demo ? <FormNote id={hintId}>{DEMO_PROVIDER_NOTE}</FormNote> : null}
        {problem ? <FormError role="alert">{problem}</FormError> : null}
      </Wrap>
    </>
  );
}
