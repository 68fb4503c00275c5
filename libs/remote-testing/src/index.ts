export * from './render-remote';
