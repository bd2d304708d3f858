import { Component, type ErrorInfo, type ReactNode } from 'react';
import { GlobalErrorScreen } from './GlobalErrorScreen';

/** Catches render errors of the whole app, shows the error screen and reports them (onError). */
export class ErrorBoundary extends Component<
  { children: ReactNode; onError?: (error: Error) => void },
  { failed: boolean }
> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('uncaught render error', error, info.componentStack);
    this.props.onError?.(error);
  }

  override render() {
    return this.state.failed ? <GlobalErrorScreen /> : this.props.children;
  }
}
