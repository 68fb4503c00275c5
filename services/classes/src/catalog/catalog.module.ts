import { Module } from '@nestjs/common';
import { ClassCatalogHttpController } from './class-catalog.http.controller.js';
import { ClassCatalogService } from './class-catalog.service.js';

@Module({ controllers: [ClassCatalogHttpController], providers: [ClassCatalogService] })
export class CatalogModule {}
