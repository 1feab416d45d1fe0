import { Component, type ReactNode, Suspense, lazy, useEffect, useState } from 'react';

/** The widget's code is its own chunk, fetched after the page has painted. */
const AssistantWidget = lazy(async () => ({
  default: (await import('./components/assistant-widget')).AssistantWidget,
}));

/** A widget that fails to load (offline, new deployment) must not take the page down with it. */
class Quietly extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

/** Waits for the first paint and an idle moment, so the widget never delays the page. */
function useAfterFirstPaint(): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let cancelled = false;
    let idle: number | undefined;
    const show = () => {
      if (!cancelled) setReady(true);
    };
    const frame = requestAnimationFrame(() => {
      if (typeof window.requestIdleCallback === 'function') idle = window.requestIdleCallback(show, { timeout: 2000 });
      else setTimeout(show, 0);
    });
    return () => {
      cancelled = true;
      cancelAnimationFrame(frame);
      if (idle !== undefined) window.cancelIdleCallback(idle);
    };
  }, []);
  return ready;
}

/** Mounted once by the layout: the floating assistant on every page. */
export function AssistantWidgetSlot() {
  const ready = useAfterFirstPaint();
  if (!ready) return null;
  return (
    <Quietly>
      <Suspense fallback={null}>
        <AssistantWidget />
      </Suspense>
    </Quietly>
  );
}
