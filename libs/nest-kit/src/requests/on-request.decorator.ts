import type { ReplyInput, RequestData, RequestDefinition } from '@classhub/contracts';
import { SetMetadata } from '@nestjs/common';

export const REQUEST_HANDLER_METADATA = 'classhub:request-handler';

export type RequestHandler<R extends RequestDefinition> = (
  data: RequestData<R>,
) => Promise<ReplyInput<R>> | ReplyInput<R>;

/** Marks a provider method as this service's answer to `request`; `RequestsModule` subscribes it at bootstrap. */
export function OnRequest<R extends RequestDefinition>(request: R) {
  return <H extends RequestHandler<R>>(
    target: object,
    key: string | symbol,
    descriptor: TypedPropertyDescriptor<H>,
  ): void => {
    SetMetadata(REQUEST_HANDLER_METADATA, request)(target, key, descriptor);
  };
}
