import { describe, expect, it } from '@jest/globals';
import { declaredRequest, type DeclaredBody, type DeclaredResponse } from './route-request.js';

describe('declaredRequest', () => {
  it('fills and encodes path parameters, and leaves GET implicit', () => {
    expect(declaredRequest<'listSelectedClasses'>({ method: 'GET', path: '/selected/:email', params: { email: 'a+b@x.io' } })).toEqual({
      url: '/selected/a%2Bb%40x.io',
    });
  });

  it('carries method, query and body', () => {
    const body: DeclaredBody<'selectClass'> = { classId: '6b1c7ab9-0a1e-4c5e-9a6e-0c1a2b3c4d5e', email: 's@x.io' };
    expect(declaredRequest<'selectClass'>({ method: 'POST', path: '/selected', body })).toEqual({ url: '/selected', method: 'POST', body });
    expect(declaredRequest<'listStudentPayments'>({ method: 'GET', path: '/payment', query: { email: 's@x.io' } })).toEqual({
      url: '/payment',
      params: { email: 's@x.io' },
    });
  });

  it('takes the answer type from the declaration', () => {
    const answer: DeclaredResponse<'selectClass'> = { insertedId: 'id' };
    expect(answer.insertedId).toBe('id');
    // @ts-expect-error the declared path of selectClass is /selected
    expect(declaredRequest<'selectClass'>({ method: 'POST', path: '/select' }).url).toBe('/select');
  });
});
