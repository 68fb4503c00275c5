import { Module } from '@nestjs/common';
import { ClassCancellationHttpController } from './class-cancellation.http.controller.js';
import { ClassCancellationService } from './class-cancellation.service.js';

/** Cancelling a class (decision 0041). */
@Module({ controllers: [ClassCancellationHttpController], providers: [ClassCancellationService] })
export class ClassCancellationModule {}
