import { Injectable } from '@nestjs/common';
import type { UserState } from '@classhub/contracts';
import { repairRows, UserRolesReconciliation } from '@classhub/nest-kit';
import { userContacts } from './user-contact.entity.js';

/**
 * Repairs the read model of users from identity's list (decision 0031), shortly after start and then on schedule:
 * users who registered before this service existed, or whose event never arrived, get their mails too.
 */
@Injectable()
export class UserContactsReconciliation extends UserRolesReconciliation {
  protected override repair(users: UserState[], asOf: Date): Promise<number> {
    return this.db.transaction(async (tx) => {
      const rows = users.map(({ userId, email, name, role }) => ({ userId, email, name, role, occurredAt: asOf }));
      const repaired = await repairRows(tx, userContacts, rows, {
        key: userContacts.userId,
        occurredAt: userContacts.occurredAt,
        compared: [userContacts.email, userContacts.name, userContacts.role],
      });
      return repaired.length;
    });
  }
}
