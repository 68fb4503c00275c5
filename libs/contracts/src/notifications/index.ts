export * from './mail-preferences.js';
export * from './notifications.routes.js';
