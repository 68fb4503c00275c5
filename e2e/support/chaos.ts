// The fault scenarios live beside the platform launcher (tools/platform), where the benchmarks use them too.
export { runCheckoutChaos } from '../../tools/platform/checkout-chaos.mjs';
export { runReplicaChaos } from '../../tools/platform/replica-chaos.mjs';
export { runRollingRestart } from '../../tools/platform/rolling-restart.mjs';
