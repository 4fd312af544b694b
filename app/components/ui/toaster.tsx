// Mounts the toast UI. Radix Toast is only downloaded when the first toast appears (from `showToast` or a
// one-time message the server left in a cookie), so pages that never toast pay nothing for it.
import { type ComponentType, useEffect, useRef, useState } from "react";
import { toastMessages } from "~/i18n/messages/en/toasts";
import { useMessages } from "~/i18n/translate";
import type { FlashToast } from "./toast-flash";
import { dismissToast, getToast, showToast, subscribeToToasts, type ToastItem } from "./toast-store";
import type { ToastViewportProps } from "./toast-viewport";

export function Toaster({ flash }: { flash?: FlashToast | null }) {
  const t = useMessages(toastMessages);
  const [toast, setToast] = useState<ToastItem | null>(getToast);
  const [Viewport, setViewport] = useState<ComponentType<ToastViewportProps> | null>(null);
  const shownFlashIds = useRef(new Set<string>());

  useEffect(() => subscribeToToasts(setToast), []);

  useEffect(() => {
    if (!flash || shownFlashIds.current.has(flash.id)) return;
    shownFlashIds.current.add(flash.id);
    showToast(flash);
  }, [flash]);

  const needed = toast !== null;
  useEffect(() => {
    if (!needed || Viewport) return;
    let cancelled = false;
    import("./toast-viewport").then(
      (module) => {
        if (!cancelled) setViewport(() => module.ToastViewport);
      },
      () => undefined,
    );
    return () => {
      cancelled = true;
    };
  }, [needed, Viewport]);

  return (
    <>
      {/* Without script the server's one-time message still shows, and hides itself after five seconds. */}
      {flash ? (
        <noscript>
          <div role="status" className="static-toast">
            <p className="font-semibold">{flash.title}</p>
            {flash.description ? <p className="mt-1 text-sm text-sand-200">{flash.description}</p> : null}
          </div>
        </noscript>
      ) : null}
      {Viewport ? (
        <Viewport
          toast={toast}
          onClose={dismissToast}
          labels={{
            region: t("toast.region", { hotkey: "F8" }),
            toast: t("toast.label"),
            close: t("toast.close"),
          }}
        />
      ) : null}
    </>
  );
}
