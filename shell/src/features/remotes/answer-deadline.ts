/**
 * A remote's host that accepts a connection and never answers would keep its area on "Loading…" for ever: the Module
 * Federation runtime fetches the manifest with no deadline and gives an entry script 20 s. What these helpers time is
 * the *start* of an answer (response headers), never the whole download, so a host that answers slowly on a busy
 * machine still loads while one that says nothing is given up in time to show the area's fallback within 3 s of
 * navigation.
 */

/** The first page's requests may wait for an answer until this long after navigation started… */
export const ANSWER_BY_MS = 2_000;
/** …but each request gets at least this long, and so do those of later navigations; it is given up only if the page's own origin answers meanwhile (`originAnswers`). */
export const MIN_ANSWER_MS = 600;
/**
 * Once the page's origin has answered the control request, the remote still gets this long, or twice what the
 * control took if more: a file from a busy server comes a little after a tiny in-memory answer.
 */
export const GRACE_MS = 200;
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

/** A tiny, uncached answer from the page's own origin (the gateway; the dev server forwards it). */
export const CONTROL_URL = '/remotes.json';
const CONTROL_REUSE_MS = 500;
let control: { startedAt: number; answered: Promise<boolean> } | undefined;

/**
 * Whether the page's own origin answers right now. A request past its answer deadline is given up only then: when
 * the machine or the network is merely slow, the control request is slow too, and the remote gets more time.
 */
export function originAnswers(): Promise<boolean> {
  const now = performance.now();
  if (!control || now - control.startedAt > CONTROL_REUSE_MS) {
    const answered = fetch(CONTROL_URL, { method: 'HEAD', cache: 'no-store' }).then(
      () => true,
      () => false,
    );
    control = { startedAt: now, answered };
  }
  return control.answered;
}

export type Control = () => Promise<boolean>;

/**
 * Calls `giveUp` if nothing answered within `answerMs` while the page's origin still answers (`control`), or if the
 * whole download takes longer than `WHOLE_DOWNLOAD_MS`. `answered()` and `finished()` stop the watch.
 */
function watchAnswer(answerMs: number, giveUp: () => void, control: Control) {
  let answered = false;
  let over = false;
  let graceTimer: ReturnType<typeof setTimeout> | undefined;
  const stop = () => {
    over = true;
    clearTimeout(answerTimer);
    clearTimeout(graceTimer);
    clearTimeout(wholeTimer);
  };
  const end = () => {
    if (over) return;
    stop();
    giveUp();
  };
  const answerTimer = setTimeout(() => {
    const askedAt = performance.now();
    void control().then((originAnswered) => {
      if (!originAnswered || answered || over) return;
      graceTimer = setTimeout(
        () => {
          if (!answered) end();
        },
        Math.max(GRACE_MS, 2 * (performance.now() - askedAt)),
      );
    });
  }, answerMs);
  const wholeTimer = setTimeout(end, WHOLE_DOWNLOAD_MS);
  return {
    answered: () => {
      answered = true;
      clearTimeout(answerTimer);
      clearTimeout(graceTimer);
    },
    finished: stop,
  };
}

/**
 * `fetch` that gives up when no headers arrive within `answerMs` (and the page's origin answers), then reads the
 * whole body (a manifest is small), so the caller never waits on a stalled body either.
 */
export async function fetchWithAnswerDeadline(
  url: string,
  init: RequestInit,
  answerMs: number,
  onNoAnswer: () => void,
  control: Control = originAnswers,
): Promise<Response> {
  const controller = new AbortController();
  const watch = watchAnswer(
    answerMs,
    () => {
      onNoAnswer();
      controller.abort(new NoAnswerError(url));
    },
    control,
  );
  try {
    const response = await fetch(url, { ...init, signal: controller.signal });
    watch.answered();
    const body = await response.arrayBuffer();
    return new Response(body, { status: response.status, statusText: response.statusText, headers: response.headers });
  } finally {
    watch.finished();
  }
}

/**
 * Makes a script element fail (its `error` event, which the runtime listens to) when its host does not start
 * answering within `answerMs` (and the page's origin answers) or the download does not end within
 * `WHOLE_DOWNLOAD_MS`. A script element tells nobody when its headers arrive, so a HEAD request to the same URL stands
 * in for it: a host that stalls stalls both.
 */
export function failScriptWithoutAnswer(
  script: HTMLScriptElement,
  url: string,
  answerMs: number,
  onNoAnswer: () => void,
  control: Control = originAnswers,
): void {
  const probe = new AbortController();
  const watch = watchAnswer(
    answerMs,
    () => {
      probe.abort();
      onNoAnswer();
      script.dispatchEvent(new Event('error'));
    },
    control,
  );
  script.addEventListener('load', watch.finished, { once: true });
  script.addEventListener('error', watch.finished, { once: true });
  // no-cors: a HEAD is allowed to any origin the CSP lets scripts come from, and only its arrival matters.
  fetch(url, { method: 'HEAD', mode: 'no-cors', cache: 'no-store', signal: probe.signal })
    .then(() => watch.answered())
    .catch(() => undefined);
}
