import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  answerDeadlineMs,
  failScriptWithoutAnswer,
  fetchWithAnswerDeadline,
  MIN_ANSWER_MS,
  NoAnswerLog,
} from './answer-deadline';

/** A host with one behaviour per path: answers at once, answers slowly after its headers, or never answers. */
function startHost(): Promise<{ url: (path: string) => string; close: () => Promise<void> }> {
  const server: Server = createServer((request: IncomingMessage, response: ServerResponse) => {
    if (request.url === '/stall') return; // accepts and says nothing
    if (request.url === '/slow-body') {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.write('{"slow":');
      setTimeout(() => response.end('true}'), 150);
      return;
    }
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(request.method === 'HEAD' ? undefined : '{"ok":true}');
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      resolve({
        url: (path) => `http://127.0.0.1:${port}${path}`,
        close: () =>
          new Promise<void>((done) => {
            server.closeAllConnections();
            server.close(() => done());
          }),
      });
    });
  });
}

/** The page's own origin answers: a request past its deadline is its host's fault. */
const originUp = async () => true;
/** Nothing answers in time, the page's own origin included: the machine is slow, not the host silent. */
const originSlow = async () => false;

describe('answerDeadlineMs', () => {
  it('lets the first page wait until 2 s after navigation, and never less than the minimum', () => {
    expect(answerDeadlineMs(400)).toBe(1_600);
    expect(answerDeadlineMs(2_000)).toBe(MIN_ANSWER_MS);
    expect(answerDeadlineMs(60_000)).toBe(MIN_ANSWER_MS);
  });
});

describe('NoAnswerLog', () => {
  it('tells once that a remote went unanswered', () => {
    const log = new NoAnswerLog();
    log.record('mf_catalog');
    expect(log.take('mf_admin')).toBe(false);
    expect(log.take('mf_catalog')).toBe(true);
    expect(log.take('mf_catalog')).toBe(false);
  });

  it('remembers for the life of the page that a remote went silent', () => {
    const log = new NoAnswerLog();
    expect(log.wentSilent('mf_catalog')).toBe(false);
    log.record('mf_catalog');
    log.take('mf_catalog');
    expect(log.wentSilent('mf_catalog')).toBe(true);
    expect(log.wentSilent('mf_admin')).toBe(false);
  });
});

describe('with a real host', () => {
  let host: Awaited<ReturnType<typeof startHost>>;
  beforeAll(async () => {
    host = await startHost();
  });
  afterAll(() => host.close());

  describe('fetchWithAnswerDeadline', () => {
    it('gives up on a host that never answers, and says so', async () => {
      const onNoAnswer = jest.fn();
      await expect(fetchWithAnswerDeadline(host.url('/stall'), {}, 80, onNoAnswer, originUp)).rejects.toThrow();
      expect(onNoAnswer).toHaveBeenCalledTimes(1);
    });

    it('keeps waiting past the deadline while the origin of the page does not answer either', async () => {
      const onNoAnswer = jest.fn();
      const controller = fetchWithAnswerDeadline(host.url('/stall'), {}, 80, onNoAnswer, originSlow);
      const outcome = await Promise.race([
        controller.then(
          () => 'answered',
          () => 'given up',
        ),
        new Promise((resolve) => setTimeout(() => resolve('waiting'), 300)),
      ]);
      expect(outcome).toBe('waiting');
      expect(onNoAnswer).not.toHaveBeenCalled();
      controller.catch(() => undefined);
    });

    it('waits for a body that arrives after the deadline, since the host did answer', async () => {
      const onNoAnswer = jest.fn();
      const response = await fetchWithAnswerDeadline(host.url('/slow-body'), {}, 80, onNoAnswer, originUp);
      await expect(response.json()).resolves.toEqual({ slow: true });
      expect(onNoAnswer).not.toHaveBeenCalled();
    });
  });

  describe('failScriptWithoutAnswer', () => {
    function script(url: string) {
      const element = document.createElement('script');
      element.src = url;
      const errors = jest.fn();
      element.addEventListener('error', errors);
      return { element, errors };
    }

    it('fails the script of a host that never answers', async () => {
      const { element, errors } = script(host.url('/stall'));
      const onNoAnswer = jest.fn();
      failScriptWithoutAnswer(element, host.url('/stall'), 80, onNoAnswer, originUp);
      await new Promise((resolve) => element.addEventListener('error', resolve, { once: true }));
      expect(errors).toHaveBeenCalledTimes(1);
      expect(onNoAnswer).toHaveBeenCalledTimes(1);
    });

    it('leaves the script of a host that answers to its own download', async () => {
      const { element, errors } = script(host.url('/entry.js'));
      const onNoAnswer = jest.fn();
      failScriptWithoutAnswer(element, host.url('/entry.js'), 80, onNoAnswer, originUp);
      // Three deadlines later, the script is still downloading as far as anyone can tell, and nothing failed it.
      await new Promise((resolve) => setTimeout(resolve, 240));
      element.dispatchEvent(new Event('load'));
      expect(errors).not.toHaveBeenCalled();
      expect(onNoAnswer).not.toHaveBeenCalled();
    });
  });
});
