// The Kubernetes manifests (deploy/kubernetes) as the cluster would get them: an overlay rendered by `kubectl
// kustomize`, each object checked against the Kubernetes API's schemas (kubernetes-models), and typed views of the
// parts the rules read.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import * as models from 'kubernetes-models';
import { parseAllDocuments } from 'yaml';

export const KUBECTL = process.env.KUBECTL ?? '/usr/bin/kubectl';

export interface LabelSelector {
  matchLabels?: Record<string, string>;
  matchExpressions?: { key: string; operator: string; values?: string[] }[];
}

export interface Probe {
  httpGet?: { path: string; port: string | number };
  periodSeconds?: number;
  failureThreshold?: number;
}

export interface EnvVar {
  name: string;
  value?: string;
  valueFrom?: {
    secretKeyRef?: { name: string; key: string; optional?: boolean };
    configMapKeyRef?: { name: string; key: string };
    fieldRef?: { fieldPath: string };
  };
}

export interface Container {
  name: string;
  image: string;
  args?: string[];
  ports?: { name?: string; containerPort: number; protocol?: string }[];
  volumeMounts?: { name: string; mountPath: string }[];
  env?: EnvVar[];
  envFrom?: { configMapRef?: { name: string }; secretRef?: { name: string } }[];
  resources?: { requests?: Record<string, string>; limits?: Record<string, string> };
  readinessProbe?: Probe;
  livenessProbe?: Probe;
  startupProbe?: Probe;
  lifecycle?: { preStop?: { sleep?: { seconds: number }; exec?: { command: string[] } } };
  securityContext?: {
    allowPrivilegeEscalation?: boolean;
    readOnlyRootFilesystem?: boolean;
    capabilities?: { drop?: string[] };
  };
}

export interface PodSpec {
  containers: Container[];
  initContainers?: Container[];
  automountServiceAccountToken?: boolean;
  terminationGracePeriodSeconds?: number;
  securityContext?: { runAsNonRoot?: boolean; runAsUser?: number; seccompProfile?: { type: string } };
}

export interface PodTemplate {
  metadata: { labels: Record<string, string> };
  spec: PodSpec;
}

/** Every rendered object, with the fields the rules read typed loosely (the schemas have checked the rest). */
export interface K8sObject {
  apiVersion: string;
  kind: string;
  metadata: { name: string; namespace?: string; labels?: Record<string, string> };
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- one shape per kind; each rule narrows what it reads
  spec?: any;
  data?: Record<string, string>;
  stringData?: Record<string, string>;
}

/** Renders a kustomization directory as `kubectl kustomize` does (what `kubectl apply -k` sends). */
export function renderKustomization(dir: string): K8sObject[] {
  if (!existsSync(KUBECTL))
    throw new Error(`${KUBECTL} is missing: install kubectl (it renders deploy/kubernetes offline) or set KUBECTL`);
  const result = spawnSync(KUBECTL, ['kustomize', dir], { encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`kubectl kustomize ${dir} failed:\n${result.stderr}`);
  return parseAllDocuments(result.stdout).map((document) => document.toJS() as K8sObject);
}

type ModelClass = new (data: unknown) => { validate(): void };

/** kubernetes-models' class for an apiVersion and kind: `networking.k8s.io/v1` is networkingK8sIo.v1, `v1` is v1. */
function modelFor({ apiVersion, kind }: K8sObject): ModelClass | undefined {
  const exported = models as unknown as Record<string, Record<string, unknown>>;
  const [group, version] = apiVersion.includes('/') ? apiVersion.split('/') : [undefined, apiVersion];
  const versions = group
    ? exported[group.replace(/\.(\w)/g, (_match, letter: string) => letter.toUpperCase())]
    : { [version]: exported[version] };
  return (versions?.[version] as Record<string, ModelClass> | undefined)?.[kind];
}

/** Checks one object against the Kubernetes API's schema; an apiVersion/kind the API does not have is refused too. */
export function validateObject(object: K8sObject): void {
  const Model = modelFor(object);
  if (!Model)
    throw new Error(`${object.apiVersion} ${object.kind} ${object.metadata?.name}: not a Kubernetes API kind`);
  try {
    new Model(object).validate();
  } catch (error) {
    throw new Error(`${object.kind} ${object.metadata.name}: ${(error as Error).message}`);
  }
}

/** The objects that run pods, with their pod template. */
export const WORKLOAD_KINDS = ['Deployment', 'StatefulSet', 'Job'];

export interface Workload {
  kind: string;
  name: string;
  template: PodTemplate;
}

export function workloadsOf(objects: K8sObject[]): Workload[] {
  return objects
    .filter((object) => WORKLOAD_KINDS.includes(object.kind))
    .map((object) => ({
      kind: object.kind,
      name: object.metadata.name,
      template: object.spec.template as PodTemplate,
    }));
}

export function ofKind(objects: K8sObject[], kind: string): K8sObject[] {
  return objects.filter((object) => object.kind === kind);
}

/** Whether a label selector (matchLabels and matchExpressions, as the API reads them) selects these labels. */
export function selects(selector: LabelSelector, labels: Record<string, string>): boolean {
  const byLabels = Object.entries(selector.matchLabels ?? {}).every(([key, value]) => labels[key] === value);
  const byExpressions = (selector.matchExpressions ?? []).every(({ key, operator, values = [] }) => {
    if (operator === 'In') return key in labels && values.includes(labels[key]);
    if (operator === 'NotIn') return !(key in labels) || !values.includes(labels[key]);
    if (operator === 'Exists') return key in labels;
    if (operator === 'DoesNotExist') return !(key in labels);
    throw new Error(`unknown selector operator ${operator}`);
  });
  return byLabels && byExpressions;
}

/** A deep copy to break on purpose: each rule's test proves it refuses a broken manifest. */
export function copyOf(objects: K8sObject[]): K8sObject[] {
  return structuredClone(objects);
}

export function find(objects: K8sObject[], kind: string, name: string): K8sObject {
  const object = objects.find((candidate) => candidate.kind === kind && candidate.metadata.name === name);
  if (!object) throw new Error(`no ${kind} ${name}`);
  return object;
}

/** The Secrets the pods read and the keys they cannot start without (an optional key is left out). */
export function requiredSecretKeys(objects: K8sObject[]): Map<string, Set<string>> {
  const secrets = new Map<string, Set<string>>();
  const keysOf = (name: string) => secrets.get(name) ?? secrets.set(name, new Set()).get(name)!;
  for (const { template } of workloadsOf(objects))
    for (const container of template.spec.containers) {
      for (const source of container.envFrom ?? []) if (source.secretRef) keysOf(source.secretRef.name);
      for (const variable of container.env ?? []) {
        const reference = variable.valueFrom?.secretKeyRef;
        if (reference && !reference.optional) keysOf(reference.name).add(reference.key);
      }
    }
  return secrets;
}
