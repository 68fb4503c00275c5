export * from './image-upload.js';
export * from './media-store.js';
export * from './media.http.controller.js';
export * from './media.module.js';
