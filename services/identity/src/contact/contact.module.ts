import { Module } from '@nestjs/common';
import { ContactMessagesHttpController } from './contact-messages.http.controller.js';
import { CONTACT_LIMITS, ContactMessagesService, DEFAULT_CONTACT_LIMITS } from './contact-messages.service.js';

/** POST /contact, GET /contact-messages, PATCH /contact-messages/{id}. */
@Module({
  controllers: [ContactMessagesHttpController],
  providers: [ContactMessagesService, { provide: CONTACT_LIMITS, useValue: DEFAULT_CONTACT_LIMITS }],
})
export class ContactModule {}
