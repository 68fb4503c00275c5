import { Module, type DynamicModule } from '@nestjs/common';
import { CoreModule } from '@classhub/nest-kit';
import { ClassesModule } from './classes/classes.module.js';
import { MIGRATIONS_FOLDER, type ClassesConfig } from './config/classes.config.js';
import * as schema from './db/schema.js';
import { SeedModule } from './seed/seed.module.js';

@Module({})
export class AppModule {
  static register(config: ClassesConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [
        CoreModule.forRoot({ config, migrationsFolder: MIGRATIONS_FOLDER, schema }),
        ClassesModule,
        SeedModule,
      ],
    };
  }
}
