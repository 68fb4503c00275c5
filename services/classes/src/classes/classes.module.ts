import { Module } from '@nestjs/common';
import { ClassesHttpController } from './classes.http.controller.js';
import { ClassesService } from './classes.service.js';

@Module({ controllers: [ClassesHttpController], providers: [ClassesService], exports: [ClassesService] })
export class ClassesModule {}
