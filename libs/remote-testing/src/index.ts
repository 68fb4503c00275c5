export * from './render-remote';
export * from './payment-fixture';
