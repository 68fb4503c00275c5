// The fault scenarios live beside the platform launcher (tools/platform), where the benchmarks use them too.
export { runCheckoutChaos } from '../../tools/platform/checkout-chaos.mjs';
