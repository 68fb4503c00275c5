/** Query parameters whose values are credentials, in any letter case: logs never hold them. */
const SECRET_PARAMETERS = new Set([
  'access_token',
  'refresh_token',
  'id_token',
  'token',
  'code',
  'client_secret',
  'password',
]);

export const REDACTED = '[redacted]';

/**
 * A request URL as access lines write it: a credential sent in the query (a token pasted as `?access_token=`, an
 * OpenID `code`) has its value replaced, whether or not the route takes it. Everything else is kept as sent.
 */
export function loggedUrl(url: string): string {
  const query = url.indexOf('?');
  if (query === -1) return url;
  const parameters = url
    .slice(query + 1)
    .split('&')
    .map((parameter) => {
      const equals = parameter.indexOf('=');
      if (equals === -1) return parameter;
      return SECRET_PARAMETERS.has(nameOf(parameter.slice(0, equals)))
        ? `${parameter.slice(0, equals)}=${REDACTED}`
        : parameter;
    });
  return `${url.slice(0, query + 1)}${parameters.join('&')}`;
}

function nameOf(encoded: string): string {
  try {
    return decodeURIComponent(encoded.replace(/\+/g, ' ')).toLowerCase();
  } catch {
    return encoded.toLowerCase();
  }
}
