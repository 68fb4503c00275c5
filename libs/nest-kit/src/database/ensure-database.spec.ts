import { describe, expect, it } from '@jest/globals';
import { maintenanceUrl } from './ensure-database.js';

describe('maintenanceUrl', () => {
  it('points at the postgres database of the same server and keeps credentials', () => {
    expect(maintenanceUrl('postgres://app:secret@db:5433/classhub_classes?sslmode=disable')).toEqual({
      database: 'classhub_classes',
      adminUrl: 'postgres://app:secret@db:5433/postgres?sslmode=disable',
    });
  });
});
