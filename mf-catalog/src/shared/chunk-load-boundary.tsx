import type { ReactNode } from 'react';
import { ErrorState, FallbackBoundary } from '@classhub/ui';

interface ChunkLoadBoundaryProps {
  /** What could not be loaded, as the error's title ("The contact form could not be loaded"). */
  title: string;
  onRetry: () => void;
  children: ReactNode;
}

/**
 * Around a part of a page fetched as a chunk of its own: a failed fetch shows an error with Retry instead of
 * unmounting the page. A rejected lazy component stays rejected, so `onRetry` must make a new one (and a new `key`
 * on this boundary clears the error).
 */
export function ChunkLoadBoundary({ title, onRetry, children }: ChunkLoadBoundaryProps) {
  return (
    <FallbackBoundary
      fallback={<ErrorState title={title} message="Check your connection and try again." onRetry={onRetry} />}
    >
      {children}
    </FallbackBoundary>
  );
}
