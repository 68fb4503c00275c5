import { Module } from '@nestjs/common';
import { catalogCacheProvider } from './catalog-cache.js';
import { ClassCatalogHttpController } from './class-catalog.http.controller.js';
import { ClassCatalogService } from './class-catalog.service.js';

@Module({ controllers: [ClassCatalogHttpController], providers: [ClassCatalogService, catalogCacheProvider] })
export class CatalogModule {}
