export interface PopupWatch {
  /** The popup closed without the page having heard a result. */
  onClosed: () => void;
  /** The popup stayed open past the time limit; it has been closed. */
  onTimedOut: () => void;
}

export const POPUP_POLL_MS = 500;
/** As long as identity keeps a started Google sign-in. */
export const POPUP_TIMEOUT_MS = 10 * 60_000;

/**
 * Watches a sign-in popup whose result arrives by postMessage: a popup the user closed, or one that ended on a page
 * that could not report (another origin), would otherwise leave the page waiting. Returns a function that stops it.
 */
export function watchPopup(popup: Window, { onClosed, onTimedOut }: PopupWatch): () => void {
  let closedSeen = false;
  const poll = setInterval(() => {
    // Reported one tick after the popup closed: the message it posted just before closing is handled first.
    if (closedSeen) {
      stop();
      onClosed();
    } else if (popup.closed) {
      closedSeen = true;
    }
  }, POPUP_POLL_MS);
  const timeout = setTimeout(() => {
    stop();
    popup.close();
    onTimedOut();
  }, POPUP_TIMEOUT_MS);
  function stop() {
    clearInterval(poll);
    clearTimeout(timeout);
  }
  return stop;
}
