import { Component, type ErrorInfo, type ReactNode } from 'react';
import { RemoteUnavailable } from '../RemoteUnavailable/RemoteUnavailable';

interface Props {
  area: string;
  onRetry: () => void;
  children: ReactNode;
}

/** Catches a remote page that throws while rendering, so only its area shows the fallback. */
export class RemoteErrorBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error(
      `Rozgar shell: the ${this.props.area} section crashed.`,
      error,
      info.componentStack,
    );
  }

  override render(): ReactNode {
    if (this.state.failed)
      return <RemoteUnavailable area={this.props.area} onRetry={this.props.onRetry} />;
    return this.props.children;
  }
}
