// jsdom plus Node's own fetch, for tests that run RTK Query against a stubbed `fetch`.
// jsdom has no fetch/Request/Response/Headers; Node's need Node's AbortController too (a jsdom
// AbortSignal fails undici's brand check) and a page origin to resolve '/api/...' against.
/* global fetch, Request, Response, Headers, FormData, AbortController, AbortSignal, ReadableStream, TextEncoder, TextDecoder, URL */
const { TestEnvironment } = require('jest-environment-jsdom');

const PAGE_ORIGIN = 'http://localhost';

class JsdomWithFetchEnvironment extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    Object.assign(this.global, {
      fetch,
      Request,
      Response,
      Headers,
      FormData,
      AbortController,
      AbortSignal,
      ReadableStream,
      TextEncoder,
      TextDecoder,
    });
    // undici reads the origin for relative URLs from this well-known symbol on its own global.
    globalThis[Symbol.for('undici.globalOrigin.1')] = new URL(PAGE_ORIGIN);
  }
}

module.exports = JsdomWithFetchEnvironment;
