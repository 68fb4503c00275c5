import { Body, Controller } from '@nestjs/common';
import { mailPreferencesSchema, ROUTES, type MailPreferences } from '@classhub/contracts';
import { CurrentUser, parseBody, Route, type AuthenticatedUser } from '@classhub/nest-kit';
import { MailPreferencesService } from './mail-preferences.service.js';

/** The signed-in user's own mail preferences (the profile's "Mail" section). */
@Controller()
export class MailPreferencesHttpController {
  constructor(private readonly preferences: MailPreferencesService) {}

  @Route(ROUTES.getMailPreferences)
  get(@CurrentUser() user: AuthenticatedUser): Promise<MailPreferences> {
    return this.preferences.of(user.id);
  }

  @Route(ROUTES.updateMailPreferences)
  update(@CurrentUser() user: AuthenticatedUser, @Body() body: unknown): Promise<MailPreferences> {
    return this.preferences.update(user.id, parseBody(mailPreferencesSchema, body));
  }
}
