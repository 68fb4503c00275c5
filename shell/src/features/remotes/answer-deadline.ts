/**
 * A remote's host that accepts a connection and never answers would keep its area on "Loading…" for ever: the Module
 * Federation runtime fetches the manifest with no deadline and gives an entry script 20 s. What these helpers time is
 * the *start* of an answer (response headers), never the whole download, so a host that answers slowly on a busy
 * machine still loads while one that says nothing is given up in time to show the area's fallback within 3 s of
 * navigation.
 */

/** The first page's requests may wait for an answer until this long after navigation started… */
export const ANSWER_BY_MS = 2_200;
/** …but each request gets at least this long, and so do the requests of later navigations. */
export const MIN_ANSWER_MS = 800;
/** A download that started answering but never ends (a body that stalls) is given up after this long. */
export const WHOLE_DOWNLOAD_MS = 10_000;

/** How long a request starting now may wait for the first byte of its answer. */
export function answerDeadlineMs(sinceNavigationMs: number): number {
  return Math.max(MIN_ANSWER_MS, ANSWER_BY_MS - sinceNavigationMs);
}

export class NoAnswerError extends Error {
  constructor(url: string) {
    super(`No answer from ${url} in time`);
    this.name = 'NoAnswerError';
  }
}

/**
 * The remotes whose host did not answer a request in time. The loader asks after a failed attempt: retrying a host
 * that says nothing would only push the fallback past the 3 s the user waits, so it stops at once.
 */
export class NoAnswerLog {
  private readonly silent = new Set<string>();
  private readonly everSilent = new Set<string>();

  record(remote: string): void {
    this.silent.add(remote);
    this.everSilent.add(remote);
  }

  /** Whether `remote` went unanswered since the last call; the answer is given once. */
  take(remote: string): boolean {
    return this.silent.delete(remote);
  }

  /**
   * Whether `remote`'s host went silent at any time on this page. The browser then keeps the stalled requests (the
   * page's preload of the manifest, the scripts' downloads) and hands them, failed, to a new request for the same URL,
   * so only a new page asks that host again.
   */
  wentSilent(remote: string): boolean {
    return this.everSilent.has(remote);
  }
}

/**
 * `fetch` that gives up when no headers arrive within `answerMs`, then reads the whole body (a manifest is small)
 * within `WHOLE_DOWNLOAD_MS`, so the caller never waits on a stalled body either.
 */
export async function fetchWithAnswerDeadline(
  url: string,
  init: RequestInit,
  answerMs: number,
  onNoAnswer: () => void,
): Promise<Response> {
  const controller = new AbortController();
  const abortWith = (ms: number) =>
    setTimeout(() => {
      onNoAnswer();
      controller.abort(new NoAnswerError(url));
    }, ms);
  let timer = abortWith(answerMs);
  try {
    const response = await fetch(url, { ...init, signal: controller.signal });
    clearTimeout(timer);
    timer = abortWith(WHOLE_DOWNLOAD_MS);
    const body = await response.arrayBuffer();
    return new Response(body, { status: response.status, statusText: response.statusText, headers: response.headers });
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Makes a script element fail (its `error` event, which the runtime listens to) when its host does not start
 * answering within `answerMs` or the download does not end within `WHOLE_DOWNLOAD_MS`. A script element tells nobody
 * when its headers arrive, so a HEAD request to the same URL stands in for it: a host that stalls stalls both.
 */
export function failScriptWithoutAnswer(script: HTMLScriptElement, url: string, answerMs: number, onNoAnswer: () => void): void {
  const probe = new AbortController();
  let settled = false;
  const giveUp = () => {
    if (settled) return;
    settled = true;
    clearTimeout(answerTimer);
    clearTimeout(wholeTimer);
    probe.abort();
    onNoAnswer();
    script.dispatchEvent(new Event('error'));
  };
  const answerTimer = setTimeout(giveUp, answerMs);
  const wholeTimer = setTimeout(giveUp, WHOLE_DOWNLOAD_MS);
  const done = () => {
    settled = true;
    clearTimeout(answerTimer);
    clearTimeout(wholeTimer);
  };
  script.addEventListener('load', done, { once: true });
  script.addEventListener('error', done, { once: true });
  // no-cors: a HEAD is allowed to any origin the CSP lets scripts come from, and only its arrival matters.
  fetch(url, { method: 'HEAD', mode: 'no-cors', cache: 'no-store', signal: probe.signal })
    .then(() => clearTimeout(answerTimer))
    .catch(() => undefined);
}
