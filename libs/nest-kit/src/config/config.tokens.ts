/** The validated configuration object of the running service. */
export const SERVICE_CONFIG = Symbol('SERVICE_CONFIG');
