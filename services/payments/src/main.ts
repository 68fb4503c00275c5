import 'reflect-metadata';
import { runService } from '@classhub/nest-kit';
import { AppModule } from './app.module.js';
import { loadPaymentsConfig } from './config/payments.config.js';

await runService(
  () => {
    const config = loadPaymentsConfig();
    return { config, module: AppModule.register(config) };
  },
  // Stripe signs the exact bytes of a webhook's body (POST /webhooks/stripe).
  { rawBody: true },
);
