export * from './fetch-routes';
export * from './fake-event-source';
