// The shape of a one-time toast the server passes to the next page (see app/utils/toast.server.ts).
import type { ToastType } from "./toast-store";

export interface FlashToast {
  id: string;
  type: ToastType;
  title: string;
  description?: string;
}
