import { Module } from '@nestjs/common';
import { LiveSeatsPublisher } from './live-seats.publisher.js';
import { SeatFiguresHttpController } from './seat-figures.http.controller.js';
import { SeatFiguresReader } from './seat-figures.reader.js';

/** Public seat figures: GET /seats, and every change published live to the gateways (decision 0039). */
@Module({ controllers: [SeatFiguresHttpController], providers: [SeatFiguresReader, LiveSeatsPublisher] })
export class LiveSeatsModule {}
