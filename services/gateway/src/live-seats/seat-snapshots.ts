import type { Readable } from 'node:stream';
import { routePath, ROUTES, type LiveSeatFigures } from '@classhub/contracts';
import type { ServiceReplicas } from '../routing/service-replicas.js';

/**
 * The figures of some classes now, asked of classes' GET /seats (the same answer anyone gets there): a stream's
 * snapshot on connect. Undefined when classes cannot say (down, slow, refusing): the stream opens without one.
 */
export class SeatSnapshots {
  constructor(private readonly classes: ServiceReplicas) {}

  /** `ids`: the `classes` query as validated (1 to 100 ids, separated by commas). */
  async of(ids: string, requestId: string): Promise<LiveSeatFigures[] | undefined> {
    try {
      const answer = await this.classes.request({
        method: 'GET',
        pathAndQuery: `${routePath(ROUTES.getSeatFigures, {})}?classes=${encodeURIComponent(ids)}`,
        headers: { accept: 'application/json' },
        setHeaders: { 'x-request-id': requestId },
      });
      const body = Buffer.isBuffer(answer.body) ? answer.body : await readWhole(answer.body);
      if (answer.statusCode !== 200) return undefined;
      return (JSON.parse(body.toString('utf8')) as { classes: LiveSeatFigures[] }).classes;
    } catch {
      return undefined;
    }
  }
}

async function readWhole(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}
