import { Component, type ErrorInfo, type ReactNode } from 'react';
import { reportSectionSignal } from '../health/section-signals';
import { SectionError } from '../ui/section-error';

interface SectionErrorBoundaryProps {
  section: string;
  /** The error clears when this changes (the user navigated elsewhere). */
  resetKey?: string;
  /** What Retry does instead of rendering the children again (the host loads the section anew). */
  onRetry?: () => void;
  children: ReactNode;
}

interface SectionErrorBoundaryState {
  error: Error | null;
}

/**
 * Keeps a failure inside one section, so the panel and the other sections keep
 * working: inside a section's root around its pages, and in the host around
 * the section's parcel. Retry renders it again, or calls `onRetry`.
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
    console.error(`Section "${this.props.section}" crashed`, error, info.componentStack);
    // Counted in the section's health (a canary that throws here is rolled back).
    reportSectionSignal({ section: this.props.section, kind: 'render_error' });
  }

  override componentDidUpdate(previous: SectionErrorBoundaryProps) {
    if (this.state.error && previous.resetKey !== this.props.resetKey)
      this.setState({ error: null });
  }

  private readonly retry = () =>
    this.props.onRetry ? this.props.onRetry() : this.setState({ error: null });

  override render() {
    if (this.state.error) return <SectionError error={this.state.error} onRetry={this.retry} />;
    return this.props.children;
  }
}
