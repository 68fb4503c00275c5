import { Component, type ReactNode } from 'react';

interface ChartLoadBoundaryProps {
  /** Shown instead of the chart when its code or drawing fails. */
  fallback: ReactNode;
  children: ReactNode;
}

/**
 * Keeps a chart that could not load (its lazy chunk failed, a browser without SVG support) from taking the page down:
 * the figures and the chart's data table around it stay.
 */
export class ChartLoadBoundary extends Component<ChartLoadBoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
