// The Kubernetes manifests (deploy/kubernetes): each overlay rendered by `kubectl kustomize` as `kubectl apply -k`
// would send it, every object checked against the Kubernetes API's schemas, and the rules of decision 0051, each also
// shown to refuse a copy broken on purpose.
import { beforeAll, describe, expect, it } from '@jest/globals';
import { nkeys } from '@nats-io/transport-node';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseAllDocuments } from 'yaml';
import {
  type Container,
  copyOf,
  find,
  type K8sObject,
  ofKind,
  renderKustomization,
  requiredSecretKeys,
  validateObject,
} from './support/kubernetes-manifests.js';
import {
  autoscalerProblems,
  disruptionBudgetProblems,
  environmentProblems,
  ingressProblems,
  natsProblems,
  podSecurityProblems,
  probeProblems,
  REMOTES,
  replicaProblems,
  resourceProblems,
  secretProblems,
  SERVICES,
  terminationProblems,
} from './support/kubernetes-rules.js';
import { reachability } from './support/network-reachability.js';
import { secretFiles } from '../secrets/write-kubernetes-secrets.mjs';

const kubernetesDir = fileURLToPath(new URL('../kubernetes', import.meta.url));
/** The NATS configuration files of deploy/nats, which the nodes' ConfigMap holds as they are. */
const natsFiles = Object.fromEntries(
  ['nats-cluster.conf', 'nats-server.conf'].map((file) => [
    file,
    readFileSync(fileURLToPath(new URL(`../nats/${file}`, import.meta.url)), 'utf8'),
  ]),
);
const natsAuthorization = natsFiles['nats-server.conf'];
const NATS_SERVER = process.env.NATS_SERVER ?? '/usr/sbin/nats-server';
const OVERLAYS = ['small', 'production'];

const API_PORTS: Record<string, number> = { identity: 4101, classes: 4102, payments: 4103, notifications: 4104 };
const METRICS_PORTS: Record<string, number> = {
  gateway: 9100,
  identity: 9101,
  classes: 9102,
  payments: 9103,
  notifications: 9104,
};
const PODS = [...SERVICES, 'gateway', ...REMOTES, 'nats', 'nats-setup'];

/** The addresses the site component gives PostgreSQL, Redis and the SMTP server (deploy/kubernetes/site). */
function siteAddresses(): Record<string, string> {
  const patches = parseAllDocuments(readFileSync(`${kubernetesDir}/site/external-addresses.yaml`, 'utf8')).map(
    (document) => document.toJS() as K8sObject,
  );
  return Object.fromEntries(patches.map((policy) => [policy.metadata.name, policy.spec.egress[0].to[0].ipBlock.cidr]));
}

/** Who may reach whom, and nothing more (docs/deploy-kubernetes.md#network-policies). */
function intendedReachability(): string[] {
  const addresses = siteAddresses();
  const internet = 'cidr:0.0.0.0/0 except 10.0.0.0/8,172.16.0.0/12,192.168.0.0/16';
  return [
    // Everyone asks the cluster's DNS.
    ...PODS.flatMap((pod) => [`${pod} -> kube-system/kube-dns:53/TCP`, `${pod} -> kube-system/kube-dns:53/UDP`]),
    // The ingress controller reaches the gateway and the remotes' static hosts; nothing else comes in.
    'ingress-nginx/ingress-nginx -> gateway:3000/TCP',
    ...REMOTES.map((remote) => `ingress-nginx/ingress-nginx -> ${remote}:8080/TCP`),
    // The gateway calls the services; the other services read identity's signing keys.
    ...SERVICES.map((service) => `gateway -> ${service}:${API_PORTS[service]}/TCP`),
    ...['classes', 'payments', 'notifications'].map((service) => `${service} -> identity:4101/TCP`),
    // NATS: its clients, the gateway's metrics reading the monitoring port, the nodes' routes.
    ...[...SERVICES, 'gateway', 'nats-setup'].map((client) => `${client} -> nats:4222/TCP`),
    'gateway -> nats:8222/TCP',
    'nats -> nats:6222/TCP',
    // Prometheus scrapes each metrics port.
    ...Object.entries(METRICS_PORTS).map(([pod, port]) => `monitoring/prometheus -> ${pod}:${port}/TCP`),
    'monitoring/prometheus -> nats:8222/TCP',
    // Outside the cluster.
    ...SERVICES.map((service) => `${service} -> cidr:${addresses['services-to-postgres']}:5432/TCP`),
    ...['identity', 'payments'].map((service) => `${service} -> cidr:${addresses['services-to-redis']}:6379/TCP`),
    `notifications -> cidr:${addresses['notifications-to-smtp']}:587/TCP`,
    ...['identity', 'classes', 'payments'].map((service) => `${service} -> ${internet}:443/TCP`),
  ].sort();
}

/** Each rule, and what breaks it (empty when it holds). */
const RULES: [string, (objects: K8sObject[]) => string[]][] = [
  ['runs at least two pods of everything, rolled one new pod at a time with none taken away first', replicaProblems],
  ['probes readiness and liveness on /health/ready (the remotes: their manifest and /health)', probeProblems],
  ['gives every container CPU and memory requests and limits', resourceProblems],
  ['has a disruption budget for each Deployment and NATS that always leaves a pod', disruptionBudgetProblems],
  ['autoscales the services and the gateway on CPU (autoscaling/v2)', autoscalerProblems],
  ['holds no Secret and no credential: each comes from a Secret created apart', secretProblems],
  [
    'runs NATS as three JetStream nodes with a volume each, the configuration of deploy/nats and three-replica streams',
    (objects) => natsProblems(objects, natsFiles),
  ],
  ['publishes the gateway, and each remote’s files, through the Ingress', ingressProblems],
  [
    'sets every variable each service and the gateway needs in a cluster, on the ports they declare',
    environmentProblems,
  ],
  ['runs every pod as non-root, read-only, without capabilities or a service account token', podSecurityProblems],
  ['gives each service and the gateway time to pause, drain and close before it is killed', terminationProblems],
];

describe.each(OVERLAYS)('deploy/kubernetes/overlays/%s', (overlay) => {
  let objects: K8sObject[];
  beforeAll(() => {
    objects = renderKustomization(`${kubernetesDir}/overlays/${overlay}`);
  });

  it('renders objects the Kubernetes API accepts, of the kinds ClassHub uses', () => {
    for (const object of objects) expect(() => validateObject(object)).not.toThrow();
    expect([...new Set(objects.map((object) => object.kind))].sort()).toEqual([
      'ConfigMap',
      'Deployment',
      'HorizontalPodAutoscaler',
      'Ingress',
      'Job',
      'Namespace',
      'NetworkPolicy',
      'PodDisruptionBudget',
      'Service',
      'StatefulSet',
    ]);
    expect(
      ofKind(objects, 'Deployment')
        .map((deployment) => deployment.metadata.name)
        .sort(),
    ).toEqual([...SERVICES, 'gateway', ...REMOTES].sort());
    expect(objects.every((object) => object.kind === 'Namespace' || object.metadata.namespace === 'classhub')).toBe(
      true,
    );
  });

  it.each(RULES)('%s', (_rule, problems) => {
    expect(problems(objects)).toEqual([]);
  });

  it('lets exactly the intended pods and addresses reach each other (network policies)', () => {
    expect(reachability(objects)).toEqual(intendedReachability());
  });
});

describe('each rule refuses a broken manifest', () => {
  let objects: K8sObject[];
  beforeAll(() => {
    objects = renderKustomization(`${kubernetesDir}/overlays/production`);
  });
  const broken = (change: (copy: K8sObject[]) => void) => {
    const copy = copyOf(objects);
    change(copy);
    return copy;
  };
  const container = (copy: K8sObject[], kind: string, name: string) =>
    find(copy, kind, name).spec.template.spec.containers[0];
  const without = (copy: K8sObject[], kind: string, name: string) =>
    copy.splice(copy.indexOf(find(copy, kind, name)), 1);

  it('schemas: a port as a string, a kind the API does not have', () => {
    const deployment = find(
      broken((copy) => (container(copy, 'Deployment', 'gateway').ports[0].containerPort = '3000')),
      'Deployment',
      'gateway',
    );
    expect(() => validateObject(deployment)).toThrow(/containerPort must be integer/);
    expect(() => validateObject({ apiVersion: 'v1', kind: 'Gateway', metadata: { name: 'x' } })).toThrow(
      /not a Kubernetes API kind/,
    );
  });

  it('replicas and rolling updates', () => {
    expect(replicaProblems(broken((copy) => (find(copy, 'Deployment', 'identity').spec.replicas = 1)))).toEqual([
      'identity: 1 replica(s)',
    ]);
    expect(
      replicaProblems(
        broken((copy) => (find(copy, 'Deployment', 'mf-admin').spec.strategy.rollingUpdate.maxUnavailable = 1)),
      ),
    ).toEqual(['mf-admin: not a rolling update with maxUnavailable 0']);
  });

  it('probes', () => {
    expect(
      probeProblems(broken((copy) => (container(copy, 'Deployment', 'gateway').readinessProbe.httpGet.path = '/'))),
    ).toEqual(['gateway: readiness probe on /, not /health/ready']);
    // /health answers 503 while the pool is saturated: as readiness, a rush would take every pod out of its Service.
    expect(
      probeProblems(
        broken((copy) => (container(copy, 'Deployment', 'classes').readinessProbe.httpGet.path = '/health')),
      ),
    ).toEqual(['classes: readiness probe on /health, not /health/ready']);
    expect(probeProblems(broken((copy) => delete container(copy, 'Deployment', 'payments').livenessProbe))).toEqual([
      'payments: liveness probe on nothing, not /health/ready',
    ]);
  });

  it('resources', () => {
    expect(
      resourceProblems(broken((copy) => delete container(copy, 'Deployment', 'mf-admin').resources.limits)),
    ).toEqual(['mf-admin/mf-admin: no cpu limits', 'mf-admin/mf-admin: no memory limits']);
  });

  it('disruption budgets', () => {
    expect(disruptionBudgetProblems(broken((copy) => without(copy, 'PodDisruptionBudget', 'payments')))).toEqual([
      'payments: 0 disruption budgets select its pods',
    ]);
    expect(
      disruptionBudgetProblems(broken((copy) => (find(copy, 'PodDisruptionBudget', 'nats').spec.maxUnavailable = 3))),
    ).toEqual(['nats: its disruption budget leaves 0 of 3 pods']);
  });

  it('autoscalers', () => {
    expect(autoscalerProblems(broken((copy) => without(copy, 'HorizontalPodAutoscaler', 'classes')))).toEqual([
      'classes: no autoscaler',
    ]);
  });

  it('network policies: no default deny, a rule without ports, one pod too many', () => {
    expect(reachability(broken((copy) => without(copy, 'NetworkPolicy', 'default-deny')))).toContain(
      'anywhere -> nats-setup:*',
    );
    const scrapeAll = reachability(
      broken((copy) => delete find(copy, 'NetworkPolicy', 'prometheus-scrapes').spec.ingress[0].ports),
    );
    expect(scrapeAll).toContain('monitoring/prometheus -> identity:4101/TCP');
    const redis = broken((copy) =>
      find(copy, 'NetworkPolicy', 'services-to-redis').spec.podSelector.matchExpressions[0].values.push('gateway'),
    );
    expect(reachability(redis).filter((line) => !intendedReachability().includes(line))).toEqual([
      `gateway -> cidr:${siteAddresses()['services-to-redis']}:6379/TCP`,
    ]);
  });

  it('secrets', () => {
    const secret = {
      apiVersion: 'v1',
      kind: 'Secret',
      metadata: { name: 'identity-secrets' },
      data: { DATABASE_URL: 'eA==' },
    };
    expect(secretProblems(broken((copy) => copy.push(secret)))).toEqual([
      'Secret identity-secrets is in the manifests (secrets are created apart)',
    ]);
    const inline = broken((copy) => {
      const variable = container(copy, 'Deployment', 'payments').env.find(
        (entry: { name: string }) => entry.name === 'DATABASE_URL',
      );
      variable.value = 'postgres://classhub_payments:hunter2@db/classhub_payments';
      delete variable.valueFrom;
    });
    expect(secretProblems(inline)).toEqual(['payments: DATABASE_URL does not come from a Secret']);
    const inUrl = broken((copy) => {
      const variable = container(copy, 'Deployment', 'gateway').env.find(
        (entry: { name: string }) => entry.name === 'IDENTITY_URL',
      );
      variable.value = 'http://admin:hunter2@identity:4101';
    });
    expect(secretProblems(inUrl)).toEqual(['gateway: IDENTITY_URL does not come from a Secret']);
  });

  it('NATS', () => {
    const twoNodes = broken((copy) => {
      const nats = find(copy, 'StatefulSet', 'nats');
      nats.spec.replicas = 2;
      nats.spec.volumeClaimTemplates = [];
    });
    expect(natsProblems(twoNodes, natsFiles)).toEqual([
      'nats: 2 nodes, not 3',
      'nats: JetStream does not store on a claimed volume',
      'nats-setup: streams with 3 replicas on 2 nodes',
    ]);
    const openRoutes = broken((copy) => {
      const variable = container(copy, 'StatefulSet', 'nats').env.find(
        (entry: { name: string }) => entry.name === 'NATS_CLUSTER_ROUTES',
      );
      variable.value = variable.value.replace(/route:\$\(NATS_CLUSTER_PASSWORD\)@nats-2/, 'nats-2');
    });
    expect(natsProblems(openRoutes, natsFiles)).toEqual([
      "nats: no route to nats-2.nats-cluster with the routes' password",
    ]);
    expect(
      natsProblems(objects, { ...natsFiles, 'nats-server.conf': `${natsAuthorization}# edited by hand\n` }),
    ).toEqual(['nats: nats-server.conf differs from deploy/nats/nats-server.conf (npm run nats:config -w deploy)']);
  });

  it('the Ingress', () => {
    expect(ingressProblems(broken((copy) => without(copy, 'Ingress', 'mf-student')))).toEqual([
      'Ingress: /remotes/mf-student does not go to mf-student',
    ]);
    expect(
      ingressProblems(broken((copy) => (find(copy, 'Ingress', 'mf-admin').spec.rules[0].host = 'cdn.example.com'))),
    ).toEqual(['Ingress: the paths are on 2 hosts (cdn.example.com, classhub.example.com)']);
  });

  it('the environment', () => {
    const noSmtp = broken((copy) => {
      const notifications = container(copy, 'Deployment', 'notifications');
      notifications.env = notifications.env.filter((entry: { name: string }) => entry.name !== 'SMTP_URL');
    });
    expect(environmentProblems(noSmtp)).toEqual(['notifications: SMTP_URL is not set']);
    const wrongUpstream = broken((copy) => {
      const gateway = container(copy, 'Deployment', 'gateway');
      gateway.env.find((entry: { name: string }) => entry.name === 'CLASSES_URL').value = 'http://classes:4103';
    });
    expect(environmentProblems(wrongUpstream)).toEqual(['http://classes:4103: no Service classes with port 4103']);
    const fourthNode = broken((copy) => {
      const monitor = container(copy, 'Deployment', 'gateway').env.find(
        (entry: { name: string }) => entry.name === 'NATS_MONITOR_URL',
      );
      monitor.value += ',http://nats-3.nats-cluster:8222';
    });
    expect(environmentProblems(fourthNode)).toEqual([
      'http://nats-3.nats-cluster:8222: no Service nats-3.nats-cluster with port 8222',
    ]);
  });

  it('pod security and termination', () => {
    expect(
      podSecurityProblems(
        broken((copy) => (container(copy, 'StatefulSet', 'nats').securityContext.readOnlyRootFilesystem = false)),
      ),
    ).toEqual(['nats: writable root file system']);
    expect(
      terminationProblems(
        broken((copy) => (find(copy, 'Deployment', 'classes').spec.template.spec.terminationGracePeriodSeconds = 10)),
      ),
    ).toEqual(['classes: 10 s to stop, but the pause, drain and close take 10 s']);
  });
});

describe('shipping one area', () => {
  it('a remote’s new image changes its Deployment only (docs/deploy-kubernetes.md#shipping-one-area)', () => {
    const dir = mkdtempSync(join(tmpdir(), 'classhub-kustomize-'));
    try {
      writeFileSync(
        `${dir}/kustomization.yaml`,
        [
          'resources:',
          // kustomize takes a base by a relative path only.
          `  - ${relative(dir, `${kubernetesDir}/overlays/production`)}`,
          'images:',
          '  - { name: registry.example.com/classhub/mf-student, newTag: next }',
          '',
        ].join('\n'),
      );
      const key = (object: K8sObject) => `${object.kind}/${object.metadata.name}`;
      const before = new Map(
        renderKustomization(`${kubernetesDir}/overlays/production`).map((object) => [
          key(object),
          JSON.stringify(object),
        ]),
      );
      const after = renderKustomization(dir);
      expect(after.filter((object) => before.get(key(object)) !== JSON.stringify(object)).map(key)).toEqual([
        'Deployment/mf-student',
      ]);
      expect(container(after, 'mf-student').image).toBe('registry.example.com/classhub/mf-student:next');
      // What `kubectl apply -k … --selector app.kubernetes.io/name=mf-student` sends.
      expect(
        after.filter((object) => object.metadata.labels?.['app.kubernetes.io/name'] === 'mf-student').map(key),
      ).toEqual([
        'Service/mf-student',
        'Deployment/mf-student',
        'PodDisruptionBudget/mf-student',
        'Ingress/mf-student',
      ]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  const container = (objects: K8sObject[], name: string) =>
    find(objects, 'Deployment', name).spec.template.spec.containers[0];
});

describe('the Secrets (created apart, docs/deploy-kubernetes.md#secrets)', () => {
  it('are all written by deploy/secrets/write-kubernetes-secrets.mjs, each NATS seed matching a public key the servers get', () => {
    const files: Record<string, Record<string, string>> = secretFiles({ postgresHost: 'db.internal' });
    const required = requiredSecretKeys(renderKustomization(`${kubernetesDir}/overlays/small`));
    for (const [secret, keys] of required)
      expect({ secret, keys: Object.keys(files[secret] ?? {}) }).toEqual({
        secret,
        keys: expect.arrayContaining([...keys]),
      });
    const { NATS_CLUSTER_PASSWORD, ...publicKeys } = files['nats-server-secrets'];
    expect(NATS_CLUSTER_PASSWORD).toMatch(/^route[0-9a-f]{48}$/);
    const serverKeys = Object.values(publicKeys).sort();
    expect(Object.keys(publicKeys).sort()).toEqual(
      [...new Set([...natsAuthorization.matchAll(/\$(NATS_\w+_NKEY)/g)].map(([, name]) => name))].sort(),
    );
    const seeds = Object.values(files)
      .map((entries) => entries.NATS_NKEY_SEED)
      .filter(Boolean);
    expect(seeds.map((seed) => nkeys.fromSeed(new TextEncoder().encode(seed)).getPublicKey()).sort()).toEqual(
      serverKeys,
    );
  });
});

describe('the NATS node configuration', () => {
  it('is accepted by nats-server as the StatefulSet runs it, with its Secret and environment (nats-server -t)', () => {
    if (!existsSync(NATS_SERVER))
      throw new Error(`${NATS_SERVER} is missing: install Debian's nats-server package or set NATS_SERVER`);
    const objects = renderKustomization(`${kubernetesDir}/overlays/small`);
    const pod = find(objects, 'StatefulSet', 'nats').spec.template.spec;
    const node = pod.containers[0] as Container;
    const config = find(objects, 'ConfigMap', pod.volumes[0].configMap.name).data ?? {};
    const secrets: Record<string, Record<string, string>> = secretFiles({ postgresHost: 'db.internal' });
    // The pod's environment as the kubelet makes it: the Secret's entries, then each variable, $(NAME) expanded.
    const environment: Record<string, string> = { ...secrets['nats-server-secrets'] };
    for (const { name, value, valueFrom } of node.env ?? [])
      environment[name] = valueFrom?.fieldRef
        ? 'nats-0'
        : valueFrom?.secretKeyRef
          ? secrets[valueFrom.secretKeyRef.name][valueFrom.secretKeyRef.key]
          : (value ?? '').replace(/\$\((\w+)\)/g, (_match, variable: string) => environment[variable]);
    const dir = mkdtempSync(join(tmpdir(), 'classhub-nats-config-'));
    try {
      for (const [file, text] of Object.entries(config)) writeFileSync(`${dir}/${file}`, text);
      const args = (node.args ?? []).map((arg) => arg.replace('/etc/nats', dir));
      const result = spawnSync(NATS_SERVER, [...args, '-t'], { encoding: 'utf8', env: environment });
      expect({ status: result.status, output: `${result.stdout}${result.stderr}` }).toEqual({
        status: 0,
        output: expect.stringMatching(/is valid/),
      });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
