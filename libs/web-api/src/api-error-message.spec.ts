import { apiErrorMessage, apiFieldErrors, isTransientApiError } from './api-error-message';

describe('apiErrorMessage', () => {
  it("shows the server's own message", () => {
    expect(apiErrorMessage({ status: 409, data: { message: 'Class is not pending' } })).toBe('Class is not pending');
    expect(apiErrorMessage({ status: 409, data: { message: 'Class is not pending' } }, { tryAgain: true })).toBe(
      'Class is not pending',
    );
  });

  it('names the status when the server sent no message', () => {
    expect(apiErrorMessage({ status: 500, data: {} })).toBe('The server answered 500.');
    expect(apiErrorMessage({ status: 500, data: {} }, { tryAgain: true })).toBe(
      'The server answered 500. Please try again.',
    );
  });

  it('keeps the real status of a body that is not JSON', () => {
    expect(
      apiErrorMessage({ status: 'PARSING_ERROR', originalStatus: 502, data: '<html>', error: 'SyntaxError' }),
    ).toBe('The server answered 502.');
  });

  it('says ClassHub could not be reached when the network failed', () => {
    expect(apiErrorMessage({ status: 'FETCH_ERROR', error: 'TypeError: Failed to fetch' })).toBe(
      'ClassHub could not be reached. Check your connection and try again.',
    );
    expect(apiErrorMessage({ status: 'TIMEOUT_ERROR', error: 'timeout' }, { tryAgain: true })).toBe(
      'ClassHub could not be reached. Check your connection and try again.',
    );
  });

  it('falls back to a generic sentence', () => {
    expect(apiErrorMessage(undefined)).toBe('Something went wrong.');
    expect(apiErrorMessage(undefined, { tryAgain: true })).toBe('Something went wrong. Please try again.');
    expect(apiErrorMessage({ message: 'Aborted' })).toBe('Aborted');
    expect(apiErrorMessage({ name: 'Error' }, { tryAgain: true })).toBe('Something went wrong. Please try again.');
  });
});

describe('apiFieldErrors', () => {
  it('keeps only well-formed field errors', () => {
    const error = {
      status: 400,
      data: { message: 'Invalid', errors: [{ field: 'price', message: 'Price is required' }, { field: 1 }] },
    };
    expect(apiFieldErrors(error)).toEqual([{ field: 'price', message: 'Price is required' }]);
    expect(apiFieldErrors(undefined)).toEqual([]);
  });
});

describe('isTransientApiError', () => {
  it('is true when the server could not be reached or said it is unavailable for now', () => {
    expect(isTransientApiError({ status: 'FETCH_ERROR', error: 'TypeError: Failed to fetch' })).toBe(true);
    expect(isTransientApiError({ status: 'TIMEOUT_ERROR', error: 'timeout' })).toBe(true);
    expect(isTransientApiError({ status: 503, data: { message: 'busy' } })).toBe(true);
    expect(
      isTransientApiError({ status: 'PARSING_ERROR', originalStatus: 502, data: '<html>', error: 'SyntaxError' }),
    ).toBe(true);
  });

  it('is false for refusals a retry would only repeat, and for anything that is not an API error', () => {
    for (const status of [400, 401, 403, 404, 409, 500]) expect(isTransientApiError({ status, data: {} })).toBe(false);
    expect(isTransientApiError(undefined)).toBe(false);
    expect(isTransientApiError({ message: 'Rejected' })).toBe(false);
  });
});
