// The floor: `node:http` answering the bytes a service answered (status 200, its headers and body), from memory, for
// each path it was given, whatever the request's headers. No framework, no database, no check: what any Node server
// on this machine costs per request. Started by bench/baseline.mjs with its answers over IPC.
/* global Buffer */
import http from 'node:http';
import { reportListening } from './server-process.mjs';

/** @type {{ answers: Array<{ path: string, headers: Record<string, string>, body: string }> }} base64 bodies */
const { answers } = await new Promise((resolve) => process.once('message', resolve));
const byPath = new Map(
  answers.map(({ path, headers, body }) => {
    const bytes = Buffer.from(body, 'base64');
    return [path, { headers: { ...headers, 'content-length': String(bytes.length) }, bytes }];
  }),
);

const server = http.createServer((request, response) => {
  const answer = byPath.get(request.url);
  if (!answer) {
    response.writeHead(404).end();
    return;
  }
  response.writeHead(200, answer.headers).end(answer.bytes);
});
server.listen(0, '127.0.0.1', () => reportListening(`http://127.0.0.1:${server.address().port}`));
process.on('SIGTERM', () => server.close(() => process.exit(0)));
