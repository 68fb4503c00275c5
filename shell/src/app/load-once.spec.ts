import { loadOnce } from './load-once';

describe('loadOnce', () => {
  it('loads once and hands every caller the same promise', async () => {
    const load = jest.fn(async () => 'chunk');
    const get = loadOnce(load);
    expect(get()).toBe(get());
    await expect(get()).resolves.toBe('chunk');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('forgets a failure, so the next call loads again', async () => {
    const load = jest.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce('chunk');
    const get = loadOnce<string>(load);
    await expect(get()).rejects.toThrow('offline');
    await expect(get()).resolves.toBe('chunk');
    expect(load).toHaveBeenCalledTimes(2);
  });
});
