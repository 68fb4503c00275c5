/** Identity's ioredis client (keys already carry the deployment's prefix). */
export const REDIS = Symbol('REDIS');
