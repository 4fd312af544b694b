// The toast queue behind `showToast`: one toast at a time, a newer one replaces the current one. Kept free of
// React and Radix so any module can call it and the toast UI itself can load only when first needed.
import { TOASTS } from "~/utils/constants";

export const TOAST_TYPES = ["success", "info", "warning", "error", "loading"] as const;
export type ToastType = (typeof TOAST_TYPES)[number];

export interface ToastOptions {
  type?: ToastType;
  title: string;
  description?: string;
  /** Milliseconds before it closes by itself; defaults to 5000. */
  duration?: number;
  /** Stable id, e.g. to replace a 'loading' toast with its outcome or to avoid showing the same message twice. */
  id?: string;
}

export interface ToastItem {
  id: string;
  type: ToastType;
  title: string;
  description?: string;
  duration: number;
  open: boolean;
}

type Listener = (toast: ToastItem | null) => void;

let current: ToastItem | null = null;
let counter = 0;
const listeners = new Set<Listener>();

function emit() {
  for (const listener of listeners) listener(current);
}

/** Shows a toast (replacing any on screen) and returns its id. */
export function showToast({
  type = "info",
  title,
  description,
  duration = TOASTS.durationMs,
  id,
}: ToastOptions): string {
  counter += 1;
  const toastId = id ?? `toast-${counter}`;
  current = { id: toastId, type, title, description, duration, open: true };
  emit();
  return toastId;
}

/** Closes the toast with this id, or whichever is open. Its exit animation plays before it leaves the page. */
export function dismissToast(id?: string): void {
  if (!current?.open || (id !== undefined && current.id !== id)) return;
  current = { ...current, open: false };
  emit();
}

export function getToast(): ToastItem | null {
  return current;
}

/** Calls `listener` with every change; returns the unsubscribe function. */
export function subscribeToToasts(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
