/** The process's prom-client `Registry` (one per service, every metric labelled with the service's name). */
export const METRICS_REGISTRY = Symbol('METRICS_REGISTRY');
