import { Component, type ErrorInfo, type ReactNode } from 'react';
import { SectionError } from '@colophon/shared';

interface SectionErrorBoundaryProps {
  section: string;
  onRetry: () => void;
  children: ReactNode;
}

interface SectionErrorBoundaryState {
  error: Error | null;
}

/**
 * Keeps a failure inside one section: the host chrome and the other routes
 * keep working. The parent remounts it (new key) on retry.
 */
export class SectionErrorBoundary extends Component<
  SectionErrorBoundaryProps,
  SectionErrorBoundaryState
> {
  override state: SectionErrorBoundaryState = { error: null };

  static getDerivedStateFromError(error: Error): SectionErrorBoundaryState {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error(`Section "${this.props.section}" crashed`, error, info);
  }

  override render() {
    if (this.state.error) {
      return <SectionError error={this.state.error} onRetry={this.props.onRetry} />;
    }
    return this.props.children;
  }
}
