import 'reflect-metadata';
import { runService } from '@classhub/nest-kit';
import { AppModule } from './app.module.js';
import { loadClassesConfig } from './config/classes.config.js';

await runService(() => {
  const config = loadClassesConfig();
  return { config, module: AppModule.register(config) };
});
