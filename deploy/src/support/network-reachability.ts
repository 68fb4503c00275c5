// Who may reach whom under a set of NetworkPolicies, computed as the API defines them: a pod selected by no policy
// of a direction is open in that direction; a selected pod admits only what some rule allows; a connection between two
// pods of the namespace needs the source's egress and the destination's ingress. The answer is a sorted list of
// `source -> destination:port/protocol` lines to compare with the intended table.
import { type K8sObject, type LabelSelector, selects, workloadsOf } from './kubernetes-manifests.js';

interface PolicyPort {
  port?: number | string;
  protocol?: string;
}

interface PolicyPeer {
  podSelector?: LabelSelector;
  namespaceSelector?: LabelSelector;
  ipBlock?: { cidr: string; except?: string[] };
}

interface PolicyRule {
  to?: PolicyPeer[];
  from?: PolicyPeer[];
  ports?: PolicyPort[];
}

interface PolicySpec {
  podSelector: LabelSelector;
  policyTypes?: ('Ingress' | 'Egress')[];
  ingress?: PolicyRule[];
  egress?: PolicyRule[];
}

interface Pod {
  name: string;
  labels: Record<string, string>;
  ports: { port: number; protocol: string }[];
}

type Direction = 'Ingress' | 'Egress';

/** Anything outside the namespace, named as the expected table names it. */
function outsideName(peer: PolicyPeer): string {
  if (peer.ipBlock)
    return `cidr:${peer.ipBlock.cidr}${peer.ipBlock.except ? ` except ${peer.ipBlock.except.join(',')}` : ''}`;
  const namespace = peer.namespaceSelector?.matchLabels?.['kubernetes.io/metadata.name'] ?? 'any-namespace';
  const pods = peer.podSelector ? Object.values(peer.podSelector.matchLabels ?? {}).join(',') || 'any-pod' : 'any-pod';
  return `${namespace}/${pods}`;
}

const isInside = (peer: PolicyPeer) => !peer.ipBlock && !peer.namespaceSelector;

function typesOf(spec: PolicySpec): Direction[] {
  return spec.policyTypes ?? (spec.egress ? ['Ingress', 'Egress'] : ['Ingress']);
}

function podsOf(objects: K8sObject[]): Pod[] {
  return workloadsOf(objects).map(({ name, template }) => ({
    name,
    labels: template.metadata.labels,
    ports: template.spec.containers.flatMap((container) =>
      (container.ports ?? []).map(({ containerPort, protocol = 'TCP' }) => ({ port: containerPort, protocol })),
    ),
  }));
}

/** The ports a rule opens on a pod of ours: those it names that the pod listens on, or all the pod's when it names none. */
function portsOnPod(rule: PolicyRule, pod: Pod): string[] {
  const listening = pod.ports.map(({ port, protocol }) => `${port}/${protocol}`);
  if (!rule.ports?.length) return listening;
  const named = rule.ports.map(({ port, protocol = 'TCP' }) => `${port}/${protocol}`);
  return listening.filter((port) => named.includes(port));
}

const portsNamed = (rule: PolicyRule) =>
  rule.ports?.length ? rule.ports.map(({ port, protocol = 'TCP' }) => `${port ?? '*'}/${protocol}`) : ['*'];

export function reachability(objects: K8sObject[]): string[] {
  const pods = podsOf(objects);
  const policies = objects
    .filter((object) => object.kind === 'NetworkPolicy')
    .map((object) => object.spec as PolicySpec);
  const rulesFor = (pod: Pod, direction: Direction) => {
    const selecting = policies.filter(
      (policy) => typesOf(policy).includes(direction) && selects(policy.podSelector, pod.labels),
    );
    return {
      isolated: selecting.length > 0,
      rules: selecting.flatMap((policy) => (direction === 'Ingress' ? policy.ingress : policy.egress) ?? []),
    };
  };
  const peersOf = (rule: PolicyRule, direction: Direction) => (direction === 'Ingress' ? rule.from : rule.to);
  const admits = (destination: Pod, source: Pod, port: string) => {
    const { isolated, rules } = rulesFor(destination, 'Ingress');
    if (!isolated) return true;
    return rules.some(
      (rule) =>
        portsOnPod(rule, destination).includes(port) &&
        (rule.from === undefined ||
          rule.from.some((peer) => isInside(peer) && selects(peer.podSelector ?? {}, source.labels))),
    );
  };

  const lines = new Set<string>();
  for (const source of pods) {
    const { isolated, rules } = rulesFor(source, 'Egress');
    if (!isolated) lines.add(`${source.name} -> anywhere:*`);
    for (const rule of rules) {
      const peers = peersOf(rule, 'Egress');
      if (!peers?.length) lines.add(`${source.name} -> anywhere:${portsNamed(rule).join(',')}`);
      for (const peer of peers ?? []) {
        if (!isInside(peer)) {
          for (const port of portsNamed(rule)) lines.add(`${source.name} -> ${outsideName(peer)}:${port}`);
          continue;
        }
        for (const destination of pods.filter((pod) => selects(peer.podSelector ?? {}, pod.labels)))
          for (const port of portsOnPod(rule, destination))
            if (admits(destination, source, port)) lines.add(`${source.name} -> ${destination.name}:${port}`);
      }
    }
  }
  // From outside the namespace: only the destination's ingress rules speak for it.
  for (const destination of pods) {
    const { isolated, rules } = rulesFor(destination, 'Ingress');
    if (!isolated) lines.add(`anywhere -> ${destination.name}:*`);
    for (const rule of rules) {
      const peers = peersOf(rule, 'Ingress');
      if (!peers?.length) lines.add(`anywhere -> ${destination.name}:${portsOnPod(rule, destination).join(',')}`);
      for (const peer of (peers ?? []).filter((candidate) => !isInside(candidate)))
        for (const port of portsOnPod(rule, destination))
          lines.add(`${outsideName(peer)} -> ${destination.name}:${port}`);
    }
  }
  return [...lines].sort();
}
