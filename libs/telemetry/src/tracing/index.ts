export {
  activeTraceContext,
  nameServerSpan,
  runInSpan,
  storedCarrier,
  traceHeaders,
  traceLogFields,
  untraced,
  type HeaderCarrier,
  type MessagingSpan,
  type MessagingSpanKind,
  type StoredTraceContext,
} from './trace-context.js';
export { flushTraces } from './flush-traces.js';
