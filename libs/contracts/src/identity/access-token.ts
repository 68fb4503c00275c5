/**
 * Claims every ClassHub access token carries (docs/architecture.md#identity-and-access): identity issues them for all
 * services.
 */
export const ACCESS_TOKEN_ISSUER = 'classhub-identity';
export const ACCESS_TOKEN_AUDIENCE = 'classhub';
export const ACCESS_TOKEN_ALGORITHM = 'ES256';
