/** Cookies of one host, enough to walk the provider's pages like a browser would. */
class CookieJar {
  private readonly cookies = new Map<string, string>();

  store(response: Response): void {
    for (const cookie of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = cookie.split(';');
      const [name = '', ...value] = pair.split('=');
      const expired = attributes.some((attribute) => /^\s*(max-age=0|expires=thu, 01 jan 1970)/i.test(attribute));
      if (expired) this.cookies.delete(name.trim());
      else this.cookies.set(name.trim(), value.join('='));
    }
  }

  header(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }
}

export interface OidcDevLoginOptions {
  /** What to type in the login page's first field. */
  login: string;
  /** Where the client receives the code (the redirect URI, or its start): the walk stops there. */
  callbackPrefix: string;
}

/**
 * Walks an authorization URL through oidc-provider's development login and consent pages with plain HTTP requests,
 * like a browser (cookies, redirects, the two form posts), and returns the URL the provider redirects back to
 * (the client's callback with `code` and `state`), without requesting it.
 */
export async function completeOidcDevLogin(authorizationUrl: string, options: OidcDevLoginOptions): Promise<string> {
  const jar = new CookieJar();
  let url = authorizationUrl;
  let form: URLSearchParams | undefined;
  for (let step = 0; step < 20; step += 1) {
    if (url.startsWith(options.callbackPrefix)) return url;
    const response = await fetch(url, {
      method: form ? 'POST' : 'GET',
      redirect: 'manual',
      headers: { cookie: jar.header(), ...(form && { 'content-type': 'application/x-www-form-urlencoded' }) },
      body: form?.toString(),
    });
    jar.store(response);
    const text = await response.text();
    form = undefined;
    const location = response.headers.get('location');
    if (location) {
      url = new URL(location, url).href;
      continue;
    }
    const action = /<form[^>]*action="([^"]+)"/.exec(text)?.[1];
    const prompt = /name="prompt" value="(\w+)"/.exec(text)?.[1];
    if (response.status !== 200 || !action || !prompt) {
      throw new Error(`Unexpected answer from the OIDC provider at ${url}: ${response.status} ${text.slice(0, 300)}`);
    }
    url = new URL(action.replace(/&amp;/g, '&'), url).href;
    form = new URLSearchParams(prompt === 'login' ? { prompt, login: options.login, password: 'any' } : { prompt });
  }
  throw new Error('The OIDC provider did not redirect back within 20 steps');
}
