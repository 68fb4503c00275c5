import { Module } from '@nestjs/common';
import { WaitlistStore } from './persistence/waitlist.store.js';
import { WaitlistHttpController } from './waitlist.http.controller.js';
import { WaitlistMessageController } from './waitlist.message.controller.js';
import { WaitlistSeats } from './waitlist-seats.js';
import { WaitlistService } from './waitlist.service.js';
import { WaitlistSweeper } from './waitlist.sweeper.js';

/**
 * The waitlist of full classes (decision 0038): students' lines, offers of freed seats, their expiry, and the part
 * every seat transaction gives the waitlist (`WaitlistSeats`).
 */
@Module({
  controllers: [WaitlistHttpController],
  // The message controller is a provider: request handlers are discovered among providers.
  providers: [WaitlistSeats, WaitlistStore, WaitlistService, WaitlistMessageController, WaitlistSweeper],
  exports: [WaitlistSeats, WaitlistStore],
})
export class WaitlistModule {}
