// Prometheus beside the platform (tools/platform/prometheus.mjs, what `npm start` runs), for the dashboards check.
export { freePort } from '../../tools/platform/free-port.mjs';
export { DEFAULT_METRICS_PORTS } from '../../tools/platform/platform.mjs';
export { PROMETHEUS_BIN, startPrometheus } from '../../tools/platform/prometheus.mjs';
