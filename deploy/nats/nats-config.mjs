// The NATS server's authorization, generated from who talks to whom (MESSAGING in libs/contracts): each service
// connects with its own NKey and may publish only its own events, dead letters and cache purges, answer only its own
// requests, ask only what it declares, and touch only its own durable consumers. Each user hears replies and
// deliveries on an inbox prefix of its own (`_INBOX_<user>`) that no other user may subscribe to (decision 0030).
// `setup` creates the streams before the services start; the gateway only hears cache purges and live seat figures.
// Written to deploy/nats/nats-server.conf by `npm run nats:config -w deploy`; a test fails when the file is stale.
import {
  durableConsumerName,
  edgePurgeSubject,
  edgePurgeWildcard,
  eventsPublishedBy,
  LIVE_SEATS_PUBLISHER,
  liveSeatsSubject,
  MESSAGING,
  natsInboxPrefix,
  requestsAnsweredBy,
  SERVICE_NAMES,
} from '@classhub/contracts';

/** The environment variable holding a NATS user's public NKey (`U…`), read by the server at start. */
export const nkeyVariable = (user) => `NATS_${user.toUpperCase()}_NKEY`;

// Namespaces are one token (`classhub`, `e2e-1a2b3c`), stream names `<NS>_EVENTS`: hence the single-token wildcards.
const ANY_NAMESPACE = '*';
const ANY_STREAM = '*';

/** The only inbox a user may subscribe to: replies, pull deliveries and PubAcks for it, and for nobody else. */
const ownInbox = (user) => `${natsInboxPrefix(user)}.>`;

/** What one service may publish and subscribe to, as NATS subject patterns. */
export function servicePermissions(service) {
  const consumed = MESSAGING[service].consumes.map((event) => event.subject);
  const durables = consumed.map((subject) => durableConsumerName(service, subject));
  const publish = [
    // Its own events, in any namespace, and dead letters of the events it consumes (its own, one subject each).
    ...new Set(eventsPublishedBy(service).map((event) => `${ANY_NAMESPACE}.${event.subject.split('.')[0]}.>`)),
    // (deadLetterSubject in libs/contracts: `dlq.<ns>.<service>.<subject>`.)
    ...consumed.map((subject) => `dlq.${ANY_NAMESPACE}.${service}.${subject}`),
    // Telling the gateways which of its public answers are stale (core NATS, outside the stream).
    edgePurgeSubject(ANY_NAMESPACE, service),
    // The live seat figures, for the gateways' streams (core NATS, outside the stream; decision 0039).
    ...(service === LIVE_SEATS_PUBLISHER ? [liveSeatsSubject(ANY_NAMESPACE)] : []),
    // JetStream: is it there, what are the streams, and its own durable consumers (create, look up, pull, ack). Acks
    // go only to its own durables: it receives no other user's deliveries (its inbox is private), so `allow_responses`
    // gives it no way to ack, nak or terminate another's either.
    '$JS.API.INFO',
    `$JS.API.STREAM.INFO.${ANY_STREAM}`,
    ...durables.flatMap((durable) => [
      `$JS.API.CONSUMER.CREATE.${ANY_STREAM}.${durable}`,
      `$JS.API.CONSUMER.CREATE.${ANY_STREAM}.${durable}.>`,
      `$JS.API.CONSUMER.DURABLE.CREATE.${ANY_STREAM}.${durable}`,
      `$JS.API.CONSUMER.INFO.${ANY_STREAM}.${durable}`,
      // Deleting one of its own drifted durables to re-create it as declared (decision 0031).
      `$JS.API.CONSUMER.DELETE.${ANY_STREAM}.${durable}`,
      `$JS.API.CONSUMER.MSG.NEXT.${ANY_STREAM}.${durable}`,
      `$JS.ACK.${ANY_STREAM}.${durable}.>`,
    ]),
    // Questions it asks of other services (`<subject>.<namespace>`).
    ...MESSAGING[service].asks.map((request) => `${request.subject}.${ANY_NAMESPACE}`),
  ];
  const answers = requestsAnsweredBy(service).map((request) => `${request.subject}.${ANY_NAMESPACE}`);
  return {
    publish,
    // Replies, pull deliveries and PubAcks arrive on its own inbox, which no other user may subscribe to.
    subscribe: [ownInbox(service), ...answers],
    // A service that answers requests may reply to whoever asked, and only to them.
    allowResponses: answers.length > 0,
  };
}

/** The platform's setup user: creates and updates the event and dead-letter streams, nothing else. */
export function setupPermissions() {
  return {
    publish: [
      '$JS.API.INFO',
      `$JS.API.STREAM.INFO.${ANY_STREAM}`,
      `$JS.API.STREAM.CREATE.${ANY_STREAM}`,
      `$JS.API.STREAM.UPDATE.${ANY_STREAM}`,
    ],
    subscribe: [ownInbox('setup')],
    allowResponses: false,
  };
}

/**
 * The gateway: hears every service's cache purges and the live seat figures, publishes nothing (its inbox, like every
 * user's, is its own).
 */
export function gatewayPermissions() {
  return {
    publish: [],
    subscribe: [edgePurgeWildcard(ANY_NAMESPACE), liveSeatsSubject(ANY_NAMESPACE), ownInbox('gateway')],
    allowResponses: false,
  };
}

/** Every NATS user the configuration knows, with its permissions. */
export function natsUsers() {
  return [
    ...SERVICE_NAMES.map((service) => [service, servicePermissions(service)]),
    ['setup', setupPermissions()],
    ['gateway', gatewayPermissions()],
  ];
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
    '# ClassHub NATS server configuration: who may publish and subscribe to what (decisions 0011 and 0030).',
    '# Generated from libs/contracts/src/messaging by `npm run nats:config -w deploy`; do not edit by hand.',
    '# Public NKeys come from the environment (NATS_<USER>_NKEY); each service holds only its own seed.',
    '# Port, JetStream and its store directory are given on the command line (-p, -js, -sd).',
    '',
    'authorization {',
    '  users: [',
    natsUsers()
      .map(([name, permissions]) => user(name, permissions))
      .join('\n'),
    '  ]',
    '}',
    '',
  ].join('\n');
}
