import { render, screen } from '@testing-library/react';
import { FallbackBoundary } from './fallback-boundary';

function Thrower(): never {
  throw new Error('chunk failed');
}

describe('FallbackBoundary', () => {
  // React reports the caught error on console.error; kept out of the test output.
  let consoleError: jest.SpyInstance;
  beforeEach(() => {
    consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => consoleError.mockRestore());

  it('shows its children while they render', () => {
    render(<FallbackBoundary fallback={<p>broken</p>}>{<p>fine</p>}</FallbackBoundary>);
    expect(screen.getByText('fine')).toBeInTheDocument();
  });

  it('shows the fallback instead of children that threw, and tells onError what was thrown', () => {
    const onError = jest.fn();
    render(
      <>
        <FallbackBoundary fallback={<p>broken</p>} onError={onError}>
          <Thrower />
        </FallbackBoundary>
        <p>the rest of the page</p>
      </>,
    );
    expect(screen.getByText('broken')).toBeInTheDocument();
    expect(screen.getByText('the rest of the page')).toBeInTheDocument();
    expect(onError).toHaveBeenCalledWith(
      expect.objectContaining({ message: 'chunk failed' }),
      expect.objectContaining({ componentStack: expect.any(String) }),
    );
  });
});
