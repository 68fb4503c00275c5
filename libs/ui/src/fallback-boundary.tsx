import { Component, type ErrorInfo, type ReactNode } from 'react';

export interface FallbackBoundaryProps {
  /** Shown instead of the children once they have thrown (a lazy chunk that failed to load, a render error). */
  fallback: ReactNode;
  /** Told of what was thrown, e.g. to log it. */
  onError?: (error: Error, info: ErrorInfo) => void;
  children: ReactNode;
}

/**
 * Keeps what a part of the page throws inside that part: the rest of the page stays. React only catches render
 * errors in a class component, so this is the one every front end uses. It stays failed: give it a new `key` to try
 * the children again (after making a new lazy component, since a rejected one stays rejected).
 */
export class FallbackBoundary extends Component<FallbackBoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    this.props.onError?.(error, info);
  }

  override render(): ReactNode {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
