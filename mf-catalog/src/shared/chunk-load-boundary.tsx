import { Component, type ReactNode } from 'react';
import { ErrorState } from '@classhub/ui';

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
export class ChunkLoadBoundary extends Component<ChunkLoadBoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? (
      <ErrorState title={this.props.title} message="Check your connection and try again." onRetry={this.props.onRetry} />
    ) : (
      this.props.children
    );
  }
}
