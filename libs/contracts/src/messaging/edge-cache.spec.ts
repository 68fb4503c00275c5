import { describe, expect, it } from '@jest/globals';
import {
  edgePurgeSubject,
  edgePurgeWildcard,
  formatSurrogateKeys,
  ifNoneMatchNames,
  parseSurrogateKeys,
  serviceOfEdgePurge,
} from './edge-cache.js';

describe('edge purge subjects', () => {
  it('names the service in a subject outside the event stream, which the wildcard matches', () => {
    const subject = edgePurgeSubject('classhub', 'classes');
    expect(subject).toBe('edge.classhub.classes.purge');
    expect(subject.startsWith('classhub.')).toBe(false);
    expect(edgePurgeWildcard('classhub')).toBe('edge.classhub.*.purge');
    expect(serviceOfEdgePurge(subject)).toBe('classes');
  });

  it('carries keys space-separated; an empty purge names none (everything of the service)', () => {
    expect(parseSurrogateKeys(formatSurrogateKeys(['catalog', 'class:1']))).toEqual(['catalog', 'class:1']);
    expect(parseSurrogateKeys(formatSurrogateKeys([]))).toEqual([]);
    expect(parseSurrogateKeys('  catalog\n other ')).toEqual(['catalog', 'other']);
  });
});

describe('ifNoneMatchNames', () => {
  it.each([
    [undefined, false],
    ['"abc"', true],
    ['W/"abc"', true],
    ['"x", "abc"', true],
    ['*', true],
    ['"abcd"', false],
  ])('If-None-Match %s → %s', (header, expected) => {
    expect(ifNoneMatchNames(header, '"abc"')).toBe(expected);
  });
});
