import { afterEach, describe, expect, it } from "vitest";
import { TOASTS } from "~/utils/constants";
import { dismissToast, getToast, showToast, subscribeToToasts, type ToastItem } from "./toast-store";

afterEach(() => dismissToast());

describe("toast store", () => {
  it("shows a toast with the default type and duration and tells subscribers", () => {
    const seen: (ToastItem | null)[] = [];
    const unsubscribe = subscribeToToasts((toast) => seen.push(toast));
    const id = showToast({ title: "Booking received" });
    unsubscribe();

    expect(seen).toHaveLength(1);
    expect(seen[0]).toEqual({
      id,
      type: "info",
      title: "Booking received",
      description: undefined,
      duration: TOASTS.durationMs,
      open: true,
    });
    expect(TOASTS.durationMs).toBe(5000);
  });

  it("keeps one toast at a time: a new toast replaces the current one", () => {
    const first = showToast({ type: "loading", title: "Sending..." });
    const second = showToast({ type: "success", title: "Sent", description: "We reply within 24 hours." });
    expect(second).not.toBe(first);
    expect(getToast()).toMatchObject({ id: second, type: "success", title: "Sent", open: true });
  });

  it("reuses a given id so a loading toast can become its outcome", () => {
    showToast({ id: "save", type: "loading", title: "Saving" });
    showToast({ id: "save", type: "error", title: "Could not save", duration: 8000 });
    expect(getToast()).toMatchObject({ id: "save", type: "error", duration: 8000 });
  });

  it("dismisses only the toast it names, and only once", () => {
    const id = showToast({ type: "warning", title: "Check the dates" });
    const calls: (ToastItem | null)[] = [];
    const unsubscribe = subscribeToToasts((toast) => calls.push(toast));

    dismissToast("some-other-toast");
    expect(getToast()?.open).toBe(true);
    dismissToast(id);
    dismissToast(id);
    unsubscribe();

    expect(getToast()).toMatchObject({ id, open: false });
    expect(calls).toHaveLength(1);
  });

  it("stops calling a listener after it unsubscribes", () => {
    let calls = 0;
    const unsubscribe = subscribeToToasts(() => {
      calls += 1;
    });
    showToast({ title: "One" });
    unsubscribe();
    showToast({ title: "Two" });
    expect(calls).toBe(1);
  });
});
