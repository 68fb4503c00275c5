import 'reflect-metadata';
import { runService } from '@classhub/nest-kit';
import { AppModule } from './app.module.js';
import { loadIdentityConfig } from './config/identity.config.js';

await runService(() => {
  const config = loadIdentityConfig();
  return { config, module: AppModule.register(config) };
});
