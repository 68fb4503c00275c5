// Whether something listens at a TCP address: the start-up checks ask before and after starting a process.
import net from 'node:net';

/**
 * True once a connection to `host:port` is accepted, false on a refusal or after `timeoutMs`. The socket is destroyed
 * at once: one merely ended would stay open, half-closed, until the server's greeting (NATS sends one) was read, and
 * keep a test runner alive after its last test.
 * @param {number} port
 * @param {{ host?: string, timeoutMs?: number }} [options]
 * @returns {Promise<boolean>}
 */
export function portAnswers(port, { host = '127.0.0.1', timeoutMs = 2000 } = {}) {
  return new Promise((resolve) => {
    const socket = net.connect({ host, port, timeout: timeoutMs });
    const answer = (answered) => {
      socket.destroy();
      resolve(answered);
    };
    socket.once('connect', () => answer(true));
    socket.once('timeout', () => answer(false));
    socket.once('error', () => answer(false));
  });
}
