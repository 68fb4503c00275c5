import { describe, expect, it } from '@jest/globals';
import { toJSONSchema } from 'zod/v4/core';
import { approvedClassesQuerySchema, createClassRequestSchema } from './class.api.js';
import { CLASS_MESSAGES } from './class.rules.js';

const valid = {
  className: 'Guitar Basics',
  availableSeats: 12,
  price: 49.99,
  classImage: '/api/media/classes/4b0f.png',
};

const messagesOf = (input: unknown) =>
  createClassRequestSchema.safeParse(input).error?.issues.map((issue) => [issue.path.join('.'), issue.message]);

describe('createClassRequestSchema: numbers in decimal notation only', () => {
  it('takes JSON numbers and digits sent as text', () => {
    expect(createClassRequestSchema.parse({ ...valid, availableSeats: '12', price: '16.5' })).toMatchObject({
      availableSeats: 12,
      price: 16.5,
    });
    expect(createClassRequestSchema.parse({ ...valid, price: 0 })).toMatchObject({ price: 0 });
  });

  it.each(['0x10', '1e2', ' 16', '16.', '+16', '-1', 'Infinity', '1,000', ''])(
    'refuses the price %j with the price message',
    (price) => {
      expect(messagesOf({ ...valid, price })).toEqual([['price', CLASS_MESSAGES.price]]);
    },
  );

  it.each(['16.001', 16.001])('refuses the price %j for its third decimal', (price) => {
    expect(messagesOf({ ...valid, price })).toEqual([['price', CLASS_MESSAGES.priceCents]]);
  });

  it.each([0.01, '0.49'])('refuses the price %j: less than a card can be charged, and not free', (price) => {
    expect(messagesOf({ ...valid, price })).toEqual([['price', CLASS_MESSAGES.priceBelowCardMinimum]]);
  });

  it.each([0.5, '0.50', 0])('takes the price %j: the least a card can be charged, or free', (price) => {
    expect(messagesOf({ ...valid, price })).toBeUndefined();
  });

  it.each(['0x10', '1e2', ' 16', '16.', '+16', '2.5', 'Infinity', 2.5, 0, 10_001])(
    'refuses the seats %j with the seats message',
    (availableSeats) => {
      expect(messagesOf({ ...valid, availableSeats })).toEqual([['availableSeats', CLASS_MESSAGES.seats]]);
    },
  );

  it('shows the decimal patterns in its JSON Schema, which the API description is generated from', () => {
    const { properties } = toJSONSchema(createClassRequestSchema, { io: 'input' }) as {
      properties: Record<string, { anyOf?: { type: string; pattern?: string }[] }>;
    };
    expect(properties.price?.anyOf).toEqual([
      { type: 'number' },
      { type: 'string', pattern: String.raw`^\d{1,9}(?:\.\d{1,2})?$` },
    ]);
    expect(properties.availableSeats?.anyOf).toEqual([
      { type: 'number' },
      { type: 'string', pattern: String.raw`^\d{1,9}$` },
    ]);
  });
});

describe('approvedClassesQuerySchema: numbers in decimal notation only', () => {
  it('reads prices and page numbers written in digits', () => {
    expect(approvedClassesQuerySchema.parse({ minPrice: '10', maxPrice: '19.99', page: '2', pageSize: '12' })).toEqual({
      minPrice: 10,
      maxPrice: 19.99,
      page: 2,
      pageSize: 12,
    });
  });

  it.each([
    ['minPrice', '0x10'],
    ['maxPrice', '1e2'],
    ['minPrice', ' 16'],
    ['maxPrice', '16.'],
    ['minPrice', '16.001'],
    ['page', '+2'],
    ['page', '0x2'],
    ['page', ' 2'],
    ['pageSize', '1e1'],
    ['pageSize', '12.0'],
  ])('refuses %s=%j', (name, value) => {
    const result = approvedClassesQuerySchema.safeParse({ [name]: value });
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toEqual([name]);
  });
});
