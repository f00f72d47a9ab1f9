import { Component, type ErrorInfo, type ReactNode } from 'react';
import { ErrorPage } from './error-page.js';

interface State {
  failed: boolean;
}

/** Catches rendering errors anywhere below it and shows the error page. */
export class ErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('Rendering error', error, info.componentStack);
  }

  override render() {
    return this.state.failed ? <ErrorPage /> : this.props.children;
  }
}
