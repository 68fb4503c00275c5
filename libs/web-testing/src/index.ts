export * from './fetch-routes';
