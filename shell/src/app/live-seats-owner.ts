import type { LiveSeats } from '@classhub/web-query';

/**
 * The shell owns the tab's live seats stream (decision 0039): it may open once pages show server data, and it is
 * closed when the page is left (`pagehide`), so a page kept in the back/forward cache holds no connection to the
 * gateway; shown again (`pageshow`), it opens again with a fresh snapshot. Returns what gives it up.
 */
export function ownLiveSeats(seats: Pick<LiveSeats, 'start' | 'stop'>, page: Window = window): () => void {
  const start = () => seats.start();
  const stop = () => seats.stop();
  page.addEventListener('pageshow', start);
  page.addEventListener('pagehide', stop);
  start();
  return () => {
    page.removeEventListener('pageshow', start);
    page.removeEventListener('pagehide', stop);
    stop();
  };
}
