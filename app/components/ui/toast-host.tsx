// Where toasts appear. Most visits never see one, so the toast UI (the Toaster, then Radix Toast) is not
// fetched until there is something to show: a one-time message from the server, or a `showToast` call.
// Once mounted it stays, so a closing toast can play its exit animation and a later one appears at once.
import { useState, useSyncExternalStore } from "react";
import { deferred } from "../deferred";
import type { FlashToast } from "./toast-flash";
import { getToast, subscribeToToasts } from "./toast-store";

const Toaster = deferred(() => import("./toaster").then((module) => module.Toaster));

const hasToast = () => getToast() !== null;
const noToastOnServer = () => false;

export function ToastHost({ flash }: { flash?: FlashToast | null }) {
  const toastInQueue = useSyncExternalStore(subscribeToToasts, hasToast, noToastOnServer);
  const [needed, setNeeded] = useState(Boolean(flash));
  if (!needed && (flash || toastInQueue)) setNeeded(true);
  return needed ? <Toaster flash={flash} /> : null;
}
