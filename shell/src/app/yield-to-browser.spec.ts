import { yieldToBrowser } from './yield-to-browser';

describe('yieldToBrowser', () => {
  const original = (globalThis as { scheduler?: unknown }).scheduler;
  afterEach(() => {
    (globalThis as { scheduler?: unknown }).scheduler = original;
    jest.useRealTimers();
  });

  it("uses the browser's scheduler.yield where there is one", async () => {
    const schedulerYield = jest.fn(() => Promise.resolve());
    (globalThis as { scheduler?: unknown }).scheduler = { yield: schedulerYield };
    await yieldToBrowser();
    expect(schedulerYield).toHaveBeenCalledTimes(1);
  });

  it('otherwise resumes after a zero timeout, in a later task', async () => {
    (globalThis as { scheduler?: unknown }).scheduler = undefined;
    jest.useFakeTimers();
    let resumed = false;
    const done = yieldToBrowser().then(() => {
      resumed = true;
    });
    await Promise.resolve();
    expect(resumed).toBe(false);
    jest.runOnlyPendingTimers();
    await done;
    expect(resumed).toBe(true);
  });
});
