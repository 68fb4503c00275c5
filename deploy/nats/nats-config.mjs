// The NATS server's authorization, generated from who talks to whom (MESSAGING in libs/contracts): each service
// connects with its own NKey and may publish only its own events and cache purges, answer only its own requests, ask
// only what it declares, and touch only its own durable consumers. `setup` creates the event stream before the
// services start; the gateway only hears cache purges.
// Written to deploy/nats/nats-server.conf by `npm run nats:config -w deploy`; a test fails when the file is stale.
import {
  durableConsumerName,
  edgePurgeSubject,
  edgePurgeWildcard,
  eventsPublishedBy,
  MESSAGING,
  requestsAnsweredBy,
  SERVICE_NAMES,
} from '@classhub/contracts';

/** The environment variable holding a NATS user's public NKey (`U…`), read by the server at start. */
export const nkeyVariable = (user) => `NATS_${user.toUpperCase()}_NKEY`;

// Namespaces are one token (`classhub`, `e2e-1a2b3c`), stream names `<NS>_EVENTS`: hence the single-token wildcards.
const ANY_NAMESPACE = '*';
const ANY_STREAM = '*';

/** What one service may publish and subscribe to, as NATS subject patterns. */
export function servicePermissions(service) {
  const durables = MESSAGING[service].consumes.map((event) => durableConsumerName(service, event.subject));
  const publish = [
    // Its own events, in any namespace, and dead letters of the events it could not apply.
    ...new Set(eventsPublishedBy(service).map((event) => `${ANY_NAMESPACE}.${event.subject.split('.')[0]}.>`)),
    `${ANY_NAMESPACE}.dlq.>`,
    // Telling the gateways which of its public answers are stale (core NATS, outside the stream).
    edgePurgeSubject(ANY_NAMESPACE, service),
    // JetStream: is it there, what is the stream, and its own durable consumers (create, look up, pull, ack).
    '$JS.API.INFO',
    `$JS.API.STREAM.INFO.${ANY_STREAM}`,
    ...durables.flatMap((durable) => [
      `$JS.API.CONSUMER.CREATE.${ANY_STREAM}.${durable}`,
      `$JS.API.CONSUMER.CREATE.${ANY_STREAM}.${durable}.>`,
      `$JS.API.CONSUMER.DURABLE.CREATE.${ANY_STREAM}.${durable}`,
      `$JS.API.CONSUMER.INFO.${ANY_STREAM}.${durable}`,
      `$JS.API.CONSUMER.MSG.NEXT.${ANY_STREAM}.${durable}`,
      `$JS.ACK.${ANY_STREAM}.${durable}.>`,
    ]),
    // Questions it asks of other services (`<subject>.<namespace>`).
    ...MESSAGING[service].asks.map((request) => `${request.subject}.${ANY_NAMESPACE}`),
  ];
  const answers = requestsAnsweredBy(service).map((request) => `${request.subject}.${ANY_NAMESPACE}`);
  return {
    publish,
    // Replies, pull deliveries and PubAcks arrive on the connection's own inbox.
    subscribe: ['_INBOX.>', ...answers],
    // A service that answers requests may reply to whoever asked, and only to them.
    allowResponses: answers.length > 0,
  };
}

/** The platform's setup user: creates and updates the event stream, nothing else. */
export function setupPermissions() {
  return {
    publish: [
      '$JS.API.INFO',
      `$JS.API.STREAM.INFO.${ANY_STREAM}`,
      `$JS.API.STREAM.CREATE.${ANY_STREAM}`,
      `$JS.API.STREAM.UPDATE.${ANY_STREAM}`,
    ],
    subscribe: ['_INBOX.>'],
    allowResponses: false,
  };
}

/** The gateway: hears every service's cache purges, publishes nothing. */
export function gatewayPermissions() {
  return { publish: [], subscribe: [edgePurgeWildcard(ANY_NAMESPACE)], allowResponses: false };
}

const list = (subjects, indent) => subjects.map((subject) => `${indent}"${subject}"`).join('\n');

function user(name, { publish, subscribe, allowResponses }) {
  return [
    `    # ${name}`,
    '    {',
    `      nkey: $${nkeyVariable(name)}`,
    '      permissions: {',
    ...(publish.length > 0
      ? ['        publish: { allow: [', list(publish, '          '), '        ] }']
      : ['        publish: { deny: [">"] }']),
    '        subscribe: { allow: [',
    list(subscribe, '          '),
    '        ] }',
    ...(allowResponses ? ['        allow_responses: true'] : []),
    '      }',
    '    }',
  ].join('\n');
}

/** The whole server configuration file. */
export function natsServerConfig() {
  return [
    '# ClassHub NATS server configuration: who may publish and subscribe to what (decision 0011).',
    '# Generated from libs/contracts/src/messaging by `npm run nats:config -w deploy`; do not edit by hand.',
    '# Public NKeys come from the environment (NATS_<USER>_NKEY); each service holds only its own seed.',
    '# Port, JetStream and its store directory are given on the command line (-p, -js, -sd).',
    '',
    'authorization {',
    '  users: [',
    [
      ...SERVICE_NAMES.map((service) => user(service, servicePermissions(service))),
      user('setup', setupPermissions()),
      user('gateway', gatewayPermissions()),
    ].join('\n'),
    '  ]',
    '}',
    '',
  ].join('\n');
}
