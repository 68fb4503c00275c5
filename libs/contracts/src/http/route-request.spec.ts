import { describe, expect, it } from '@jest/globals';
import { declaredRequest, type DeclaredBody, type DeclaredResponse } from './route-request.js';

describe('declaredRequest', () => {
  it('fills and encodes path parameters, and leaves GET implicit', () => {
    expect(declaredRequest('listSelectedClasses', { params: { email: 'a+b@x.io' } })).toEqual({
      url: '/selected/a%2Bb%40x.io',
    });
    expect(declaredRequest('listUsers')).toEqual({ url: '/users' });
  });

  it('takes the method from the declaration and carries query and body', () => {
    const body: DeclaredBody<'selectClass'> = { classId: '6b1c7ab9-0a1e-4c5e-9a6e-0c1a2b3c4d5e', email: 's@x.io' };
    expect(declaredRequest('selectClass', { body })).toEqual({ url: '/selected', method: 'POST', body });
    expect(declaredRequest('removeSelectedClass', { params: { id: 'c1' } })).toEqual({
      url: '/selected/c1',
      method: 'DELETE',
    });
    expect(declaredRequest('listStudentPayments', { query: { email: 's@x.io' } })).toEqual({
      url: '/payment',
      params: { email: 's@x.io' },
    });
  });

  it('takes the options and the answer type from the declaration', () => {
    const answer: DeclaredResponse<'selectClass'> = { insertedId: 'id' };
    expect(answer.insertedId).toBe('id');
    // @ts-expect-error getClassDetail's path has an :id parameter
    expect(() => declaredRequest('getClassDetail')).toThrow('missing path parameter id');
    // @ts-expect-error no route is named selectClasses
    expect(() => declaredRequest('selectClasses')).toThrow();
  });
});
