// Everything drizzle-kit turns into this service's migrations.
export { outbox, processedEvents, userRoles } from '@classhub/nest-kit';
export * from '../class-listings/class-listings-read-model.entity.js';
export * from '../checkout-saga/checkout.entity.js';
export * from '../payments/payment.entity.js';
export * from '../providers/provider.entities.js';
export * from '../refunds/refund.entity.js';
export * from '../selections/selection.entity.js';
export * from '../coupons/coupon.entity.js';
export * from '../receipts/receipt-number.entity.js';
