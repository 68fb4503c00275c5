// A student's checkout through the API as the payment page makes it, beside the platform launcher (tools/platform),
// where the benchmarks and the every-route setup use it too.
export { studentCheckout } from '../../tools/platform/student-checkout.mjs';
