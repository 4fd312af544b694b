// The toast UI, built on Radix Toast: swipe right past 50 px to dismiss, F8 focuses the region, the timer
// pauses on hover, focus and window blur, screen readers hear each toast. Loaded on demand by <Toaster>.
import * as RadixToast from "@radix-ui/react-toast";
import { clsx } from "clsx";
import { TOASTS } from "~/utils/constants";
import { AlertIcon, CheckCircleIcon, CloseIcon, ErrorCircleIcon, InfoIcon } from "./icons";
import { Spinner } from "./spinner";
import type { ToastItem, ToastType } from "./toast-store";

export interface ToastViewportProps {
  toast: ToastItem | null;
  onClose: (id: string) => void;
  labels: { region: string; toast: string; close: string };
}

const styles: Record<ToastType, { card: string; icon: string }> = {
  success: { card: "bg-white text-charcoal-900 ring-acacia-300", icon: "text-acacia-600" },
  info: { card: "bg-white text-charcoal-900 ring-sand-300", icon: "text-ochre-700" },
  warning: { card: "bg-ochre-50 text-charcoal-900 ring-ochre-300", icon: "text-ochre-700" },
  loading: { card: "bg-white text-charcoal-900 ring-sand-300", icon: "text-charcoal-600" },
  // The destructive variant.
  error: { card: "bg-clay-600 text-white ring-clay-700", icon: "text-white" },
};

function ToastIcon({ type }: { type: ToastType }) {
  const className = clsx("mt-0.5 size-5 shrink-0", styles[type].icon);
  switch (type) {
    case "success":
      return <CheckCircleIcon className={className} />;
    case "warning":
      return <AlertIcon className={className} />;
    case "error":
      return <ErrorCircleIcon className={className} />;
    case "loading":
      return <Spinner className={className} />;
    default:
      return <InfoIcon className={className} />;
  }
}

export function ToastViewport({ toast, onClose, labels }: ToastViewportProps) {
  return (
    <RadixToast.Provider
      // A fresh provider per toast: Radix keeps its paused flag when a toast is closed under the pointer or
      // with focus inside, and the next toast would then never time out.
      key={toast?.id}
      duration={TOASTS.durationMs}
      swipeDirection="right"
      swipeThreshold={TOASTS.swipeThresholdPx}
      label={labels.toast}
    >
      {toast ? (
        <RadixToast.Root
          key={toast.id}
          open={toast.open}
          onOpenChange={(open) => {
            if (!open) onClose(toast.id);
          }}
          duration={toast.duration}
          // Errors interrupt the screen reader; everything else waits its turn.
          type={toast.type === "error" ? "foreground" : "background"}
          data-toast-type={toast.type}
          className={clsx(
            "toast pointer-events-auto relative flex w-full items-start gap-3 rounded-2xl p-4 pr-11 shadow-[0_18px_40px_-16px_rgb(20_18_16/0.45)] ring-1",
            styles[toast.type].card,
          )}
        >
          <ToastIcon type={toast.type} />
          <div className="min-w-0 flex-1">
            <RadixToast.Title className="font-semibold leading-snug">{toast.title}</RadixToast.Title>
            {toast.description ? (
              <RadixToast.Description
                className={clsx(
                  "mt-1 text-sm leading-relaxed",
                  toast.type === "error" ? "text-white/90" : "text-charcoal-600",
                )}
              >
                {toast.description}
              </RadixToast.Description>
            ) : null}
          </div>
          <RadixToast.Close
            aria-label={labels.close}
            className={clsx(
              "absolute top-3 right-3 inline-flex size-8 items-center justify-center rounded-full transition-colors",
              toast.type === "error"
                ? "text-white/85 hover:bg-white/15"
                : "text-charcoal-500 hover:bg-sand-100 hover:text-charcoal-900",
            )}
          >
            <CloseIcon className="size-4" />
          </RadixToast.Close>
        </RadixToast.Root>
      ) : null}
      <RadixToast.Viewport
        label={labels.region}
        className="fixed top-0 z-[100] flex max-h-screen w-full flex-col gap-2 p-4 sm:top-auto sm:right-0 sm:bottom-0 sm:max-w-[420px]"
      />
    </RadixToast.Provider>
  );
}
