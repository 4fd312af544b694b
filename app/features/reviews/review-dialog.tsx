// The 'Share Your Experience' dialog (Radix Dialog: focus kept inside, Escape and the overlay close it,
// focus returns to what opened it). Loaded on first open, so pages that never open it never download it.
import * as Dialog from "@radix-ui/react-dialog";
import { CloseIcon } from "~/components/ui/icons";
import { reviewsMessages } from "~/i18n/messages/en/reviews";
import { useMessages } from "~/i18n/translate";
import { ReviewForm } from "./review-form";

export interface ReviewDialogProps {
  submissionToken: string;
  action: string;
  onClose: () => void;
}

export default function ReviewDialog({ submissionToken, action, onClose }: ReviewDialogProps) {
  const t = useMessages(reviewsMessages);
  return (
    <Dialog.Root
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
    >
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-charcoal-950/60 backdrop-blur-[2px] motion-safe:animate-[page-enter_200ms_ease-out]" />
        <Dialog.Content
          className={
            "fixed inset-x-0 bottom-0 z-50 max-h-[94dvh] overflow-y-auto rounded-t-3xl bg-sand-50 px-5 pt-6 pb-8 shadow-2xl " +
            "sm:inset-auto sm:top-1/2 sm:left-1/2 sm:max-h-[90dvh] sm:w-[calc(100vw-2rem)] sm:max-w-2xl sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-3xl sm:p-9"
          }
        >
          <div className="mb-6 flex items-start justify-between gap-4">
            <div>
              <Dialog.Title className="font-display text-display-sm text-charcoal-900">
                {t("reviews.form.title")}
              </Dialog.Title>
              <Dialog.Description className="mt-2 text-charcoal-600">{t("reviews.form.intro")}</Dialog.Description>
            </div>
            <Dialog.Close
              className="-mt-1 -mr-1 inline-flex size-11 shrink-0 items-center justify-center rounded-full text-charcoal-600 hover:bg-sand-200 hover:text-charcoal-900"
              aria-label={t("reviews.form.close")}
            >
              <CloseIcon className="size-5" />
            </Dialog.Close>
          </div>
          <ReviewForm formId="review-dialog" submissionToken={submissionToken} action={action} onCancel={onClose} />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
