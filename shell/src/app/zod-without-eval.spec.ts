describe('zod-without-eval', () => {
  beforeEach(() => {
    delete (globalThis as { __zod_globalConfig?: unknown }).__zod_globalConfig;
    jest.resetModules();
  });

  it("turns off zod's eval, as zod itself reads it, for the copies of zod loaded after it", async () => {
    await import('./zod-without-eval');
    const { config } = await import('zod/v4/core');
    expect(config().jitless).toBe(true);
  });

  it('changes the settings a copy of zod loaded before it already holds, keeping the others', async () => {
    const { config } = await import('zod/v4/core');
    config({ customError: () => 'custom' });
    await import('./zod-without-eval');
    expect(config()).toEqual(expect.objectContaining({ jitless: true, customError: expect.any(Function) }));
  });
});
