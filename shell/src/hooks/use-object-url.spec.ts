import { renderHook } from '@testing-library/react';
import { useObjectUrl } from './use-object-url';

describe('useObjectUrl', () => {
  let created = 0;
  const revoked: string[] = [];

  beforeEach(() => {
    created = 0;
    revoked.length = 0;
    URL.createObjectURL = jest.fn(() => `blob:preview-${(created += 1)}`);
    URL.revokeObjectURL = jest.fn((url: string) => void revoked.push(url));
  });

  it('gives a URL for the file, revokes it when the file changes, is cleared and on unmount', () => {
    const first = new Blob(['a']);
    const { result, rerender, unmount } = renderHook(({ file }: { file?: Blob }) => useObjectUrl(file), {
      initialProps: { file: first as Blob | undefined },
    });
    expect(result.current).toBe('blob:preview-1');

    rerender({ file: new Blob(['b']) });
    expect(revoked).toEqual(['blob:preview-1']);
    expect(result.current).toBe('blob:preview-2');

    rerender({ file: undefined });
    expect(revoked).toEqual(['blob:preview-1', 'blob:preview-2']);
    expect(result.current).toBeUndefined();

    rerender({ file: new Blob(['c']) });
    unmount();
    expect(revoked).toEqual(['blob:preview-1', 'blob:preview-2', 'blob:preview-3']);
  });
});
