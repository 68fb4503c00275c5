import { Module } from '@nestjs/common';
import { DecisionReversalHttpController } from './decision-reversal.http.controller.js';
import { DecisionReversalService } from './decision-reversal.service.js';

/** Admins reversing an approval or a denial (decision 0041). */
@Module({ controllers: [DecisionReversalHttpController], providers: [DecisionReversalService] })
export class DecisionReversalModule {}
