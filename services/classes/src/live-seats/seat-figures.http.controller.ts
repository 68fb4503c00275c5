import { Controller, Header, Query } from '@nestjs/common';
import { ROUTES, seatFiguresQuerySchema, type RouteResponse } from '@classhub/contracts';
import { parseBody, Route } from '@classhub/nest-kit';
import { SeatFiguresReader } from './seat-figures.reader.js';

/** GET /seats?classes=<id>,…: public, and live (never kept: the figures move with every checkout). */
@Controller()
export class SeatFiguresHttpController {
  constructor(private readonly figures: SeatFiguresReader) {}

  @Route(ROUTES.getSeatFigures)
  @Header('cache-control', 'no-store')
  async list(@Query() query: unknown): Promise<RouteResponse<typeof ROUTES.getSeatFigures>> {
    const { classes } = parseBody(seatFiguresQuerySchema, query);
    return { classes: await this.figures.of([...new Set(classes.split(',').map((id) => id.toLowerCase()))]) };
  }
}
