import { Component, type ErrorInfo, type ReactNode } from 'react';
import { GlobalErrorScreen } from './GlobalErrorScreen';

/** Catches render errors outside the router (providers, dialogs) and reports them. */
export class ErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    // TODO: send to the server's error report once a call for it exists.
    console.error('uncaught render error', error, info.componentStack);
  }

  override render() {
    return this.state.failed ? <GlobalErrorScreen /> : this.props.children;
  }
}
