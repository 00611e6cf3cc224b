import { Component, type ReactNode } from 'react';
import { ErrorScreen } from './ErrorScreen';

interface RouteErrorBoundaryProps {
  /** The location's key: moving to another location clears a caught error, as the data router's did. */
  resetKey: string;
  children: ReactNode;
}

interface RouteErrorBoundaryState {
  caught: { error: unknown } | null;
  resetKey: string;
}

/**
 * Shows the error screen in place of a route that failed to render or whose page failed to load. React logs
 * the error itself (the root's default onCaughtError).
 */
export class RouteErrorBoundary extends Component<RouteErrorBoundaryProps, RouteErrorBoundaryState> {
  constructor(props: RouteErrorBoundaryProps) {
    super(props);
    this.state = { caught: null, resetKey: props.resetKey };
  }

  static getDerivedStateFromError(error: unknown): Partial<RouteErrorBoundaryState> {
    return { caught: { error } };
  }

  static getDerivedStateFromProps(
    { resetKey }: RouteErrorBoundaryProps,
    state: RouteErrorBoundaryState,
  ): Partial<RouteErrorBoundaryState> | null {
    return resetKey === state.resetKey ? null : { caught: null, resetKey };
  }

  override render() {
    return this.state.caught ? <ErrorScreen error={this.state.caught.error} /> : this.props.children;
  }
}
