import type { EventDefinition } from '@classhub/contracts';
import { SetMetadata } from '@nestjs/common';
import type { EventHandler } from './events.types.js';

export const EVENT_HANDLER_METADATA = 'classhub:event-handler';

/**
 * Marks a provider or controller method as the service's handler for `event`; `EventsModule` subscribes it at bootstrap.
 * The method gets `(data, tx, envelope)` like an `EventHandler`.
 */
export function OnEvent<E extends EventDefinition>(event: E) {
  return <H extends EventHandler<E>>(
    target: object,
    key: string | symbol,
    descriptor: TypedPropertyDescriptor<H>,
  ): void => {
    SetMetadata(EVENT_HANDLER_METADATA, event)(target, key, descriptor);
  };
}
