/**
 * The inbox prefix of a NATS user (`_INBOX_classes`): request replies, pull deliveries and PubAcks for that user arrive
 * under it, and the server lets only that user subscribe to it (decision 0030). Every connection passes it as
 * `inboxPrefix`; with the client's default `_INBOX` it would be refused its replies.
 */
export function natsInboxPrefix(user: string): string {
  if (!/^[a-z][a-z0-9-]*$/.test(user)) throw new Error(`Invalid NATS user "${user}": use [a-z][a-z0-9-]*`);
  return `_INBOX_${user}`;
}
