/**
 * How long a success toast stays up (docs/product.md#limits: success toasts last 1500 ms); hovering or focusing one
 * pauses it. An error toast stays until it is dismissed: a reader must get the time to take in what went wrong.
 */
export const TOAST_DURATION_MS = 1500;

/** Older toasts give way beyond this many, so a burst cannot cover the page. */
export const MAX_TOASTS = 4;

export type ToastKind = 'success' | 'error';

export interface ToastItem {
  id: number;
  kind: ToastKind;
  title: string;
  text?: string;
}

// Module state on purpose: @classhub/ui is a Module Federation singleton, so a toast raised in any remote lands in
// the list that the shell's one <Toaster /> renders.
let toasts: readonly ToastItem[] = [];
let nextId = 1;
const listeners = new Set<() => void>();

function publish(next: readonly ToastItem[]): void {
  toasts = next;
  for (const listener of listeners) listener();
}

function show(kind: ToastKind, title: string, text?: string): number {
  const id = nextId++;
  publish([...toasts, { id, kind, title, text }].slice(-MAX_TOASTS));
  return id;
}

/**
 * Raises a toast top-right in the page's <Toaster />. Returns its id, for `toast.dismiss(id)`.
 * `toast.success('Admin!', 'User role has been updated.')`, `toast.error('Could not save', message)`.
 */
export const toast = {
  success: (title: string, text?: string): number => show('success', title, text),
  error: (title: string, text?: string): number => show('error', title, text),
  /** Closes one toast, or every toast when no id is given. */
  dismiss(id?: number): void {
    publish(id === undefined ? [] : toasts.filter((item) => item.id !== id));
  },
};

/** For <Toaster />: `useSyncExternalStore(subscribeToToasts, getToasts)`. */
export function subscribeToToasts(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function getToasts(): readonly ToastItem[] {
  return toasts;
}
