import { Module } from '@nestjs/common';
import { UpdateClassHttpController } from './update-class.http.controller.js';

@Module({ controllers: [UpdateClassHttpController] })
export class LegacyModule {}
