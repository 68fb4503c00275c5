// The rules a rendered ClassHub install must keep (docs/deploy-kubernetes.md, decision 0051). Each answers the list of
// what breaks it, empty when it holds, so a test can also show that a broken copy is refused.
import {
  type Container,
  type K8sObject,
  find,
  ofKind,
  type Probe,
  selects,
  workloadsOf,
} from './kubernetes-manifests.js';

export const SERVICES = ['identity', 'classes', 'payments', 'notifications'] as const;
export const REMOTES = ['mf-catalog', 'mf-student', 'mf-instructor', 'mf-admin'] as const;
/** What the autoscalers scale: the services and the gateway (the remotes' static hosts barely work). */
export const AUTOSCALED = [...SERVICES, 'gateway'] as const;

const SERVICE_ENV = [
  'HOST',
  'PORT',
  'METRICS_HOST',
  'METRICS_PORT',
  'LOG_LEVEL',
  'DATABASE_URL',
  'NATS_URL',
  'NATS_NKEY_SEED',
  'NATS_NAMESPACE',
  'TRUSTED_PROXIES',
  'SHUTDOWN_DRAIN_MS',
];

/**
 * What each process needs set in a cluster: the defaults in their config schemas (services/<name>/src/config) suit one
 * machine (loopback, local databases, a key file on disk), not pods.
 */
export const REQUIRED_ENV: Record<string, string[]> = {
  identity: [
    ...SERVICE_ENV,
    'REDIS_URL',
    'PUBLIC_URL',
    'JWT_KEY_ENCRYPTION_KEY',
    'MEDIA_DIR',
    'S3_BUCKET',
    'S3_REGION',
  ],
  classes: [...SERVICE_ENV, 'IDENTITY_JWKS_URL', 'MEDIA_DIR', 'S3_BUCKET', 'S3_REGION'],
  payments: [...SERVICE_ENV, 'IDENTITY_JWKS_URL', 'REDIS_URL'],
  notifications: [...SERVICE_ENV, 'IDENTITY_JWKS_URL', 'SMTP_URL', 'PUBLIC_URL'],
  gateway: [
    'HOST',
    'PORT',
    'METRICS_HOST',
    'METRICS_PORT',
    'LOG_LEVEL',
    'IDENTITY_URL',
    'CLASSES_URL',
    'PAYMENTS_URL',
    'NOTIFICATIONS_URL',
    'NATS_URL',
    'NATS_NKEY_SEED',
    'NATS_NAMESPACE',
    'NATS_MONITOR_URL',
    'PUBLIC_URL',
    'TRUSTED_PROXIES',
    'SHUTDOWN_DRAIN_MS',
  ],
};

/** Names that hold a credential: such a variable comes from a Secret, never from a value or a ConfigMap. */
const SECRET_NAME = /SEED|PASSWORD|SECRET|TOKEN|_KEY$|_KEY_ID$|DATABASE(_READ)?_URL|SMTP_URL/;
/** `scheme://user:password@`, unless the password is a reference (`$(NAME)`, `$NAME`) or a placeholder (`<password>`). */
const CREDENTIAL_IN_URL = /:\/\/[^/\s:@]+:(?![$<])[^/\s@]+@/;

const deployments = (objects: K8sObject[]) => ofKind(objects, 'Deployment');
const component = (object: K8sObject) => object.spec.template.metadata.labels['app.kubernetes.io/component'];
const mainContainer = (object: K8sObject) => object.spec.template.spec.containers[0] as Container;

export function replicaProblems(objects: K8sObject[]): string[] {
  const problems: string[] = [];
  for (const deployment of deployments(objects)) {
    const { name } = deployment.metadata;
    if (!(deployment.spec.replicas >= 2)) problems.push(`${name}: ${deployment.spec.replicas ?? 1} replica(s)`);
    const { type, rollingUpdate } = deployment.spec.strategy ?? {};
    if (type !== 'RollingUpdate' || rollingUpdate?.maxUnavailable !== 0)
      problems.push(`${name}: not a rolling update with maxUnavailable 0`);
  }
  for (const autoscaler of ofKind(objects, 'HorizontalPodAutoscaler')) {
    const { minReplicas, maxReplicas } = autoscaler.spec;
    if (!(minReplicas >= 2) || !(maxReplicas >= minReplicas))
      problems.push(`${autoscaler.metadata.name}: autoscaler from ${minReplicas} to ${maxReplicas}`);
  }
  return problems;
}

function probePath(probe: Probe | undefined): string | undefined {
  return probe?.httpGet?.path;
}

export function probeProblems(objects: K8sObject[]): string[] {
  const problems: string[] = [];
  for (const deployment of deployments(objects)) {
    const { name } = deployment.metadata;
    const container = mainContainer(deployment);
    const remote = component(deployment) === 'remote';
    // A remote's nginx answers /health itself. A service's or the gateway's /health reports load and, for the
    // gateway, every service: their probes read /health/ready, whether this one pod should be sent requests.
    const expected = remote
      ? { readiness: `/remotes/${name}/mf-manifest.json`, liveness: '/health' }
      : { readiness: '/health/ready', liveness: '/health/ready' };
    const actual = { readiness: probePath(container.readinessProbe), liveness: probePath(container.livenessProbe) };
    for (const kind of ['readiness', 'liveness'] as const)
      if (actual[kind] !== expected[kind])
        problems.push(`${name}: ${kind} probe on ${actual[kind] ?? 'nothing'}, not ${expected[kind]}`);
    const httpPort = container.ports?.find((port) => port.name === 'http');
    for (const probe of [container.readinessProbe, container.livenessProbe, container.startupProbe])
      if (probe && probe.httpGet?.port !== 'http' && probe.httpGet?.port !== httpPort?.containerPort)
        problems.push(`${name}: a probe on port ${probe.httpGet?.port}, not its http port`);
  }
  for (const set of ofKind(objects, 'StatefulSet')) {
    const container = mainContainer(set);
    if (!container.readinessProbe || !container.livenessProbe)
      problems.push(`${set.metadata.name}: without readiness and liveness probes`);
  }
  return problems;
}

export function resourceProblems(objects: K8sObject[]): string[] {
  return workloadsOf(objects).flatMap(({ name, template }) =>
    [...template.spec.containers, ...(template.spec.initContainers ?? [])].flatMap((container) =>
      (['requests', 'limits'] as const).flatMap((kind) =>
        ['cpu', 'memory']
          .filter((resource) => !container.resources?.[kind]?.[resource])
          .map((resource) => `${name}/${container.name}: no ${resource} ${kind}`),
      ),
    ),
  );
}

export function disruptionBudgetProblems(objects: K8sObject[]): string[] {
  const budgets = ofKind(objects, 'PodDisruptionBudget');
  return [...deployments(objects), ...ofKind(objects, 'StatefulSet')].flatMap((workload) => {
    const { name } = workload.metadata;
    const covering = budgets.filter((budget) => selects(budget.spec.selector, workload.spec.template.metadata.labels));
    if (covering.length !== 1) return [`${name}: ${covering.length} disruption budgets select its pods`];
    const { maxUnavailable, minAvailable } = covering[0].spec;
    const leaves = maxUnavailable !== undefined ? workload.spec.replicas - maxUnavailable : minAvailable;
    return typeof leaves === 'number' && leaves >= 1 && leaves < workload.spec.replicas
      ? []
      : [`${name}: its disruption budget leaves ${leaves} of ${workload.spec.replicas} pods`];
  });
}

export function autoscalerProblems(objects: K8sObject[]): string[] {
  const autoscalers = ofKind(objects, 'HorizontalPodAutoscaler');
  const problems = AUTOSCALED.flatMap((name) => {
    const autoscaler = autoscalers.find(
      (candidate) => candidate.spec.scaleTargetRef.kind === 'Deployment' && candidate.spec.scaleTargetRef.name === name,
    );
    if (!autoscaler) return [`${name}: no autoscaler`];
    const cpu = autoscaler.spec.metrics?.some(
      (metric: { type: string; resource?: { name: string } }) =>
        metric.type === 'Resource' && metric.resource?.name === 'cpu',
    );
    return autoscaler.apiVersion === 'autoscaling/v2' && cpu ? [] : [`${name}: its autoscaler does not follow CPU`];
  });
  for (const autoscaler of autoscalers) {
    const { kind, name } = autoscaler.spec.scaleTargetRef;
    if (!objects.some((object) => object.kind === kind && object.metadata.name === name))
      problems.push(`${autoscaler.metadata.name}: scales ${kind} ${name}, which is not there`);
  }
  return problems;
}

export function secretProblems(objects: K8sObject[]): string[] {
  const problems = ofKind(objects, 'Secret').map(
    (secret) => `Secret ${secret.metadata.name} is in the manifests (secrets are created apart)`,
  );
  for (const map of ofKind(objects, 'ConfigMap'))
    for (const [key, value] of Object.entries(map.data ?? {}))
      if (SECRET_NAME.test(key) || CREDENTIAL_IN_URL.test(value))
        problems.push(`ConfigMap ${map.metadata.name}: ${key} looks like a credential`);
  for (const { name, template } of workloadsOf(objects))
    for (const container of template.spec.containers)
      for (const variable of container.env ?? [])
        if (
          (SECRET_NAME.test(variable.name) && !variable.valueFrom?.secretKeyRef) ||
          CREDENTIAL_IN_URL.test(variable.value ?? '')
        )
          problems.push(`${name}: ${variable.name} does not come from a Secret`);
  return problems;
}

/** A container's environment as the pod sees it: its ConfigMaps' keys, then its own variables. */
export function environmentOf(container: Container, objects: K8sObject[]): Map<string, string | undefined> {
  const configMap = (name: string) => find(objects, 'ConfigMap', name).data ?? {};
  const environment = new Map<string, string | undefined>();
  for (const source of container.envFrom ?? [])
    if (source.configMapRef)
      for (const [key, value] of Object.entries(configMap(source.configMapRef.name))) environment.set(key, value);
  for (const variable of container.env ?? []) {
    const fromMap = variable.valueFrom?.configMapKeyRef;
    environment.set(variable.name, fromMap ? configMap(fromMap.name)[fromMap.key] : variable.value);
  }
  return environment;
}

export function environmentProblems(objects: K8sObject[]): string[] {
  const problems: string[] = [];
  for (const [name, required] of Object.entries(REQUIRED_ENV)) {
    const container = mainContainer(find(objects, 'Deployment', name));
    const environment = environmentOf(container, objects);
    for (const variable of required) if (!environment.has(variable)) problems.push(`${name}: ${variable} is not set`);
    for (const [variable, portName] of [
      ['PORT', 'http'],
      ['METRICS_PORT', 'metrics'],
    ]) {
      const declared = container.ports?.find((port) => port.name === portName)?.containerPort;
      if (environment.get(variable) !== String(declared))
        problems.push(`${name}: ${variable} ${environment.get(variable)} is not its ${portName} port ${declared}`);
    }
    if (environment.get('HOST') !== '0.0.0.0') problems.push(`${name}: HOST ${environment.get('HOST')} is not 0.0.0.0`);
  }
  // The gateway's upstreams, the services' JWKS address and the NATS lists name a Service of ours (or a pod of a
  // StatefulSet by its headless Service) on a port it has.
  const gateway = environmentOf(mainContainer(find(objects, 'Deployment', 'gateway')), objects);
  const classes = environmentOf(mainContainer(find(objects, 'Deployment', 'classes')), objects);
  const addresses = [
    ...SERVICES.map((service) => gateway.get(`${service.toUpperCase()}_URL`)),
    classes.get('IDENTITY_JWKS_URL'),
    classes.get('NATS_URL'),
    gateway.get('NATS_URL'),
    gateway.get('NATS_MONITOR_URL'),
  ].flatMap((list) => (list ?? 'http://unset').split(','));
  for (const address of addresses) {
    const url = new URL(address);
    if (!serviceFor(objects, url.hostname)?.spec.ports.some((port: { port: number }) => String(port.port) === url.port))
      problems.push(`${address}: no Service ${url.hostname} with port ${url.port}`);
  }
  return problems;
}

/** The Service a host name reaches: a Service's name, or `<pod>.<headless Service>` for a pod of a StatefulSet. */
function serviceFor(objects: K8sObject[], host: string): K8sObject | undefined {
  const services = ofKind(objects, 'Service');
  const byName = services.find((service) => service.metadata.name === host);
  if (byName) return byName;
  const [, set, ordinal, headless] = /^(.+)-(\d+)\.([^.]+)$/.exec(host) ?? [];
  const statefulSet = ofKind(objects, 'StatefulSet').find((candidate) => candidate.metadata.name === set);
  return statefulSet?.spec.serviceName === headless && Number(ordinal) < statefulSet.spec.replicas
    ? services.find((service) => service.metadata.name === headless && service.spec.clusterIP === 'None')
    : undefined;
}

export function podSecurityProblems(objects: K8sObject[]): string[] {
  const problems: string[] = [];
  for (const { name, template } of workloadsOf(objects)) {
    const pod = template.spec;
    if (pod.automountServiceAccountToken !== false) problems.push(`${name}: mounts a service account token`);
    if (pod.securityContext?.runAsNonRoot !== true) problems.push(`${name}: may run as root`);
    if (pod.securityContext?.seccompProfile?.type !== 'RuntimeDefault') problems.push(`${name}: no seccomp profile`);
    for (const container of pod.containers) {
      const security = container.securityContext;
      if (security?.allowPrivilegeEscalation !== false) problems.push(`${name}: may escalate privileges`);
      if (security?.readOnlyRootFilesystem !== true) problems.push(`${name}: writable root file system`);
      if (!security?.capabilities?.drop?.includes('ALL')) problems.push(`${name}: keeps Linux capabilities`);
    }
  }
  return problems;
}

/** How long each closes after its drain at most: a service's open connections, the gateway's requests in flight. */
export const CLOSE_GRACE_SECONDS: Record<string, number> = {
  identity: 3,
  classes: 3,
  payments: 3,
  notifications: 3,
  gateway: 5,
};

export function terminationProblems(objects: K8sObject[]): string[] {
  return Object.entries(CLOSE_GRACE_SECONDS).flatMap(([name, closeSeconds]) => {
    const deployment = find(objects, 'Deployment', name);
    const container = mainContainer(deployment);
    const drainSeconds = Number(environmentOf(container, objects).get('SHUTDOWN_DRAIN_MS')) / 1000;
    const pauseSeconds = container.lifecycle?.preStop?.sleep?.seconds ?? 0;
    const needed = pauseSeconds + drainSeconds + closeSeconds;
    const grace = deployment.spec.template.spec.terminationGracePeriodSeconds ?? 30;
    return Number.isFinite(needed) && grace > needed
      ? []
      : [`${name}: ${grace} s to stop, but the pause, drain and close take ${needed} s`];
  });
}

/**
 * NATS as three JetStream nodes: a volume each for the store, started together, each node routing to every pod of the
 * headless Service with the routes' password from a Secret, the very configuration files of deploy/nats, the public
 * keys from a Secret, streams created with one replica per node.
 */
export function natsProblems(objects: K8sObject[], natsFiles: Record<string, string>): string[] {
  const problems: string[] = [];
  const nats = find(objects, 'StatefulSet', 'nats');
  const { replicas, serviceName, podManagementPolicy, volumeClaimTemplates = [] } = nats.spec;
  if (replicas !== 3) problems.push(`nats: ${replicas} nodes, not 3`);
  if (podManagementPolicy !== 'Parallel') problems.push('nats: nodes start one by one and cannot form a quorum');
  const container = mainContainer(nats);
  const claims = volumeClaimTemplates.map((claim: K8sObject) => claim.metadata.name);
  const store = container.volumeMounts?.find((mount) => claims.includes(mount.name))?.mountPath;
  const args = (container.args ?? []).join(' ');
  if (!store || !args.includes(`-js -sd ${store}`)) problems.push('nats: JetStream does not store on a claimed volume');
  if (nats.spec.template.spec.containers.length !== 1) problems.push('nats: more than one container');
  const headless = ofKind(objects, 'Service').find((service) => service.metadata.name === serviceName);
  if (headless?.spec.clusterIP !== 'None') problems.push(`nats: ${serviceName} is not a headless Service`);
  const environment = new Map((container.env ?? []).map((variable) => [variable.name, variable]));
  const routes = environment.get('NATS_CLUSTER_ROUTES')?.value ?? '';
  for (let node = 0; node < replicas; node++)
    if (!routes.includes(`nats://route:$(NATS_CLUSTER_PASSWORD)@nats-${node}.${serviceName}:6222`))
      problems.push(`nats: no route to nats-${node}.${serviceName} with the routes' password`);
  if (environment.get('NATS_CLUSTER_PASSWORD')?.valueFrom?.secretKeyRef?.name !== 'nats-server-secrets')
    problems.push("nats: the routes' password does not come from the nats-server-secrets Secret");
  if (environment.get('NATS_SERVER_NAME')?.valueFrom?.fieldRef?.fieldPath !== 'metadata.name')
    problems.push('nats: a node is not named after its pod');
  if (!container.envFrom?.some((source) => source.secretRef?.name === 'nats-server-secrets'))
    problems.push('nats: the public NKeys do not come from the nats-server-secrets Secret');
  const configMapName = nats.spec.template.spec.volumes.find(
    (volume: { configMap?: { name: string } }) => volume.configMap,
  )?.configMap.name;
  const config = find(objects, 'ConfigMap', configMapName).data ?? {};
  for (const [file, text] of Object.entries(natsFiles))
    if (config[file] !== text)
      problems.push(`nats: ${file} differs from deploy/nats/${file} (npm run nats:config -w deploy)`);
  const setup = environmentOf(mainContainer(find(objects, 'Job', 'nats-setup')), objects);
  if (setup.get('NATS_STREAM_REPLICAS') !== String(replicas))
    problems.push(`nats-setup: streams with ${setup.get('NATS_STREAM_REPLICAS') ?? 1} replicas on ${replicas} nodes`);
  return problems;
}

interface IngressPath {
  path: string;
  pathType: string;
  backend: { service: { name: string; port: { name?: string; number?: number } } };
}

/**
 * The Ingresses send / to the gateway and /remotes/<folder> to each remote's host, to Services and ports that exist,
 * all on one host (the remotes are loaded from the gateway's origin).
 */
export function ingressProblems(objects: K8sObject[]): string[] {
  const rules: { host?: string; http: { paths: IngressPath[] } }[] = ofKind(objects, 'Ingress').flatMap(
    (ingress) => ingress.spec.rules,
  );
  const paths = rules.flatMap((rule) => rule.http.paths);
  const hosts = [...new Set(rules.map((rule) => rule.host))].sort();
  const expected: [string, string][] = [
    ['/', 'gateway'],
    ...REMOTES.map((remote) => [`/remotes/${remote}`, remote] as [string, string]),
  ];
  const problems = expected
    .filter(([path, service]) => !paths.some((entry) => entry.path === path && entry.backend.service.name === service))
    .map(([path, service]) => `Ingress: ${path} does not go to ${service}`);
  for (const { backend } of paths) {
    const service = ofKind(objects, 'Service').find((candidate) => candidate.metadata.name === backend.service.name);
    const port = service?.spec.ports.find(
      (candidate: { name?: string; port: number }) =>
        candidate.name === backend.service.port.name || candidate.port === backend.service.port.number,
    );
    if (!port) problems.push(`Ingress: no Service ${backend.service.name} with that port`);
  }
  if (hosts.length !== 1) problems.push(`Ingress: the paths are on ${hosts.length} hosts (${hosts.join(', ')})`);
  return problems;
}
