import 'reflect-metadata';
import { runService } from '@classhub/nest-kit';
import { AppModule } from './app.module.js';
import { loadNotificationsConfig } from './config/notifications.config.js';

await runService(() => {
  const config = loadNotificationsConfig();
  return { config, module: AppModule.register(config) };
});
