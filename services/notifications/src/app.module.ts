import { Module, type DynamicModule } from '@nestjs/common';
import { AuthModule, CoreModule } from '@classhub/nest-kit';
import { MIGRATIONS_FOLDER, type NotificationsConfig } from './config/notifications.config.js';
import * as schema from './db/schema.js';
import { MailOutbox } from './mail/mail-outbox.js';
import { MailSender } from './mail/mail-sender.js';
import { MailMetrics } from './mail/mail-metrics.js';
import { SmtpTransport } from './mail/smtp-transport.js';
import { AccountAdminMailsHandler } from './mails/account-admin-mails.handler.js';
import { AccountMailsHandler } from './mails/account-mails.handler.js';
import { ClassChangesMailsHandler } from './mails/class-changes-mails.handler.js';
import { ClassReviewMailsHandler } from './mails/class-review-mails.handler.js';
import { MoneyMailsHandler } from './mails/money-mails.handler.js';
import { ReceiptCalendar } from './mails/receipt-calendar.js';
import { ReviewMailsHandler } from './mails/review-mails.handler.js';
import { WaitlistMailsHandler } from './mails/waitlist-mails.handler.js';
import { RosterMailsHandler } from './mails/roster-mails.handler.js';
import { MailPreferencesHttpController } from './preferences/mail-preferences.http.controller.js';
import { MailPreferencesService } from './preferences/mail-preferences.service.js';
import { UserContactsRoleResolver } from './users/user-contacts-role.resolver.js';
import { UserContactsReconciliation } from './users/user-contacts.reconciliation.js';
import { UserEventsHandler } from './users/user-events.handler.js';

@Module({})
export class AppModule {
  static register(config: NotificationsConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [
        CoreModule.forRoot({ config, migrationsFolder: MIGRATIONS_FOLDER, schema }),
        AuthModule.forRoot({
          roleResolver: UserContactsRoleResolver,
          jwksUrl: config.IDENTITY_JWKS_URL,
          maxTokenLifetimeSeconds: config.ACCESS_TOKEN_MAX_LIFETIME_SECONDS,
        }),
      ],
      controllers: [MailPreferencesHttpController],
      // Each handler queues its mails in the transaction that applies its event; the sender sends them after commit.
      providers: [
        MailOutbox,
        SmtpTransport,
        MailSender,
        MailMetrics,
        MailPreferencesService,
        UserEventsHandler,
        UserContactsReconciliation,
        ClassReviewMailsHandler,
        ClassChangesMailsHandler,
        MoneyMailsHandler,
        ReceiptCalendar,
        AccountMailsHandler,
        AccountAdminMailsHandler,
        WaitlistMailsHandler,
        RosterMailsHandler,
        ReviewMailsHandler,
      ],
    };
  }
}
