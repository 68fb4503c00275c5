import { liveSeatsSubject } from '@classhub/contracts';
import type { NatsListener } from '../nats/nats-listeners.js';
import type { LiveSeatsHub } from './live-seats-hub.js';

/** classes' live seat figures, heard by every gateway on its own (no queue group), fed to `hub`. */
export function liveSeatsListener(hub: LiveSeatsHub, namespace: string): NatsListener {
  return {
    name: 'live seat figures',
    subject: liveSeatsSubject(namespace),
    heard: (_subject, text) => hub.heard(text),
    setLive: (live) => hub.setLive(live),
  };
}
