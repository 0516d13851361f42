import { Component, type ErrorInfo, type ReactNode } from 'react';
import { reportSectionSignal } from '../health/section-signals';
import { SectionError } from '../ui/section-error';

interface SectionErrorBoundaryProps {
  section: string;
  /** The error clears when this changes (the user navigated elsewhere). */
  resetKey: string;
  children: ReactNode;
}

interface SectionErrorBoundaryState {
  error: Error | null;
}

/** Catches a section's render errors inside its parcel; Retry renders it again. */
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

  private readonly retry = () => this.setState({ error: null });

  override render() {
    if (this.state.error) return <SectionError error={this.state.error} onRetry={this.retry} />;
    return this.props.children;
  }
}
