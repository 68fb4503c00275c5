import { Body, Controller, HttpCode, Param, Req } from '@nestjs/common';
import {
  ROUTES,
  CONTACT_MESSAGES,
  contactMessageRequestSchema,
  contactReplyRequestSchema,
  markContactMessageRequestSchema,
  type ContactMessageCreatedResponse,
  type ContactMessageDto,
} from '@classhub/contracts';
import { CurrentUser, Route, parseBody, ParseUuidPipe, type AuthenticatedUser } from '@classhub/nest-kit';
import type { FastifyRequest } from 'fastify';
import { ContactMessagesService } from './contact-messages.service.js';

const MESSAGE_ID_PIPE = new ParseUuidPipe('Invalid message id');

/** The home page's contact form (anyone may send) and the admins' inbox of what was sent. */
@Controller()
export class ContactMessagesHttpController {
  constructor(private readonly messages: ContactMessagesService) {}

  @Route(ROUTES.sendContactMessage)
  @HttpCode(201)
  async send(@Req() request: FastifyRequest, @Body() body: unknown): Promise<ContactMessageCreatedResponse> {
    const { insertedId } = await this.messages.send(parseBody(contactMessageRequestSchema, body), request.ip);
    return { insertedId, message: CONTACT_MESSAGES.sent };
  }

  @Route(ROUTES.listContactMessages)
  list(): Promise<ContactMessageDto[]> {
    return this.messages.list();
  }

  @Route(ROUTES.markContactMessage)
  mark(@Param('id', MESSAGE_ID_PIPE) id: string, @Body() body: unknown): Promise<{ modifiedCount: number }> {
    return this.messages.markRead(id, parseBody(markContactMessageRequestSchema, body).read);
  }

  @Route(ROUTES.replyToContactMessage)
  @HttpCode(201)
  reply(
    @CurrentUser() admin: AuthenticatedUser,
    @Param('id', MESSAGE_ID_PIPE) id: string,
    @Body() body: unknown,
  ): Promise<ContactMessageDto> {
    return this.messages.reply(id, parseBody(contactReplyRequestSchema, body).reply, admin);
  }
}
