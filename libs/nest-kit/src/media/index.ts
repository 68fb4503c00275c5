export * from './create-media-store.js';
export * from './image-upload.js';
export * from './local-media-store.js';
export * from './media-store.js';
export * from './media.http.controller.js';
export * from './media.module.js';
export * from './s3-media-store.js';
