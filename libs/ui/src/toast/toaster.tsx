import { useCallback, useEffect, useId, useRef, useState, useSyncExternalStore, type KeyboardEvent } from 'react';
import { getToasts, subscribeToToasts, toast, TOAST_DURATION_MS, type ToastItem } from './toast';
import { Card, Close, Content, Countdown, Icon, Stack, Text, Title, Viewport } from './toaster.styles';

const OPEN_MODAL = '[aria-modal="true"]';

function Toast({ item }: { item: ToastItem }) {
  const titleId = useId();
  const [paused, setPaused] = useState(false);
  const remaining = useRef(TOAST_DURATION_MS);
  const dismiss = useCallback(() => toast.dismiss(item.id), [item.id]);
  const closesByItself = item.kind === 'success';

  // Counts down only while neither hovered nor focused, so a reader can keep a toast up as long as needed.
  useEffect(() => {
    if (!closesByItself || paused) return;
    const startedAt = Date.now();
    const timer = setTimeout(dismiss, remaining.current);
    return () => {
      clearTimeout(timer);
      remaining.current = Math.max(0, remaining.current - (Date.now() - startedAt));
    };
  }, [closesByItself, paused, dismiss]);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    event.stopPropagation();
    dismiss();
  };

  return (
    <Card
      $kind={item.kind}
      role={item.kind === 'error' ? 'alert' : 'status'}
      aria-labelledby={titleId}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
      onKeyDown={onKeyDown}
    >
      <Icon $kind={item.kind} aria-hidden="true">
        {item.kind === 'error' ? '!' : '✓'}
      </Icon>
      <Content>
        <Title id={titleId}>{item.title}</Title>
        {item.text ? <Text>{item.text}</Text> : null}
      </Content>
      <Close aria-label={`Dismiss notification: ${item.title}`} onClick={dismiss}>
        <span aria-hidden="true">×</span>
      </Close>
      {closesByItself ? (
        <Countdown $kind={item.kind} $paused={paused} $duration={TOAST_DURATION_MS} aria-hidden="true" />
      ) : null}
    </Card>
  );
}

/**
 * Where `toast.success(...)` and `toast.error(...)` appear: top-right, newest first. A success toast closes after
 * TOAST_DURATION_MS; an error toast stays until its close button, Escape or `toast.dismiss` closes it. Mount it once,
 * inside the theme provider (the shell's layout; `renderStandalone` for a remote run alone).
 *
 * Accessibility: success toasts are role=status inside a polite live region that stays mounted while empty (screen
 * readers miss a region that appears together with its first message); errors are role=alert, which is announced at
 * once on insertion, so their stack is no live region (that would announce them twice). Hovering or focusing a toast
 * pauses it; Escape closes the focused toast, or every toast when no modal dialog is open.
 */
export function Toaster() {
  const toasts = useSyncExternalStore(subscribeToToasts, getToasts, getToasts);
  const visible = toasts.length > 0;

  useEffect(() => {
    if (!visible) return;
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key === 'Escape' && !event.defaultPrevented && !document.querySelector(OPEN_MODAL)) toast.dismiss();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [visible]);

  const newestFirst = [...toasts].reverse();
  const render = (kind: ToastItem['kind']) =>
    newestFirst.filter((item) => item.kind === kind).map((item) => <Toast key={item.id} item={item} />);

  return (
    <Viewport aria-label="Notifications">
      <Stack>{render('error')}</Stack>
      <Stack aria-live="polite" aria-atomic="false" aria-relevant="additions">
        {render('success')}
      </Stack>
    </Viewport>
  );
}
