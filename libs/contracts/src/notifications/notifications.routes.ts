import { defineRoutes } from '../http/route-definition.js';
import { mailPreferencesSchema } from './mail-preferences.js';

export const NOTIFICATIONS_ROUTES = defineRoutes('notifications', {
  /** The caller's own mail preferences (all on until changed). */
  getMailPreferences: {
    method: 'GET',
    path: '/notifications/preferences',
    access: 'authenticated',
    response: mailPreferencesSchema,
  },
  /** Replaces the caller's own mail preferences; answers them as stored. */
  updateMailPreferences: {
    method: 'PUT',
    path: '/notifications/preferences',
    access: 'authenticated',
    body: mailPreferencesSchema,
    response: mailPreferencesSchema,
  },
});
