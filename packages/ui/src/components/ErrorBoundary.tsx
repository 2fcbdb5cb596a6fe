import { Component, type ErrorInfo, type ReactNode } from 'react';

export interface ErrorBoundaryProps {
  /** What to render instead of the failed subtree; gets a reset function. */
  fallback: (reset: () => void, error: unknown) => ReactNode;
  /** Changing this key clears a caught error (e.g. the pathname on navigation). */
  resetKey?: unknown;
  name?: string;
  children?: ReactNode;
}

interface State {
  error: unknown;
  hasError: boolean;
  resetKey: unknown;
}

export class ErrorBoundary extends Component<ErrorBoundaryProps, State> {
  override state: State = { error: null, hasError: false, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error, hasError: true };
  }

  static getDerivedStateFromProps(props: ErrorBoundaryProps, state: State): Partial<State> | null {
    if (props.resetKey !== state.resetKey) return { resetKey: props.resetKey, hasError: false, error: null };
    return null;
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error(`[${this.props.name ?? 'boundary'}] failed to render`, error, info.componentStack);
  }

  reset = () => this.setState({ hasError: false, error: null });

  override render() {
    if (this.state.hasError) return this.props.fallback(this.reset, this.state.error);
    return this.props.children;
  }
}
