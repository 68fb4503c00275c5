import type { Resolver, ResolverOptions } from 'react-hook-form';
import { lazyResolver } from './lazy-resolver';

interface Form {
  email: string;
}

const options = { fields: {}, shouldUseNativeValidation: false } as ResolverOptions<Form>;
const refusing: Resolver<Form> = async () => ({
  values: {},
  errors: { email: { type: 'required', message: 'Email is required' } },
});

describe('lazyResolver', () => {
  it('fetches the checks once, on prefetch or on first use, and checks with them', async () => {
    const load = jest.fn(async () => refusing);
    const { resolver, prefetch } = lazyResolver(load);
    expect(load).not.toHaveBeenCalled();
    prefetch();
    prefetch();
    const result = await resolver({ email: '' }, undefined, options);
    expect(result.errors.email?.message).toBe('Email is required');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('sends the form unchecked when the checks cannot be fetched, and asks again next time', async () => {
    const load = jest.fn().mockRejectedValueOnce(new Error('chunk failed')).mockResolvedValueOnce(refusing);
    const { resolver } = lazyResolver<Form>(load);
    await expect(resolver({ email: '' }, undefined, options)).resolves.toEqual({ values: { email: '' }, errors: {} });
    expect((await resolver({ email: '' }, undefined, options)).errors.email?.message).toBe('Email is required');
    expect(load).toHaveBeenCalledTimes(2);
  });
});
