// Opening the 'Share Your Experience' form. Every trigger is a real link to /reviews?write=1, where the
// form is part of the page, so it works before and without script; once the page runs, a click opens the
// same form in a dialog instead. The dialog's code (and Radix) loads on first hover, focus or click.
import { lazy, type MouseEvent, type ReactNode, Suspense, useEffect, useRef, useState } from "react";
import { localHref } from "~/i18n/local-href";

const loadDialog = () => import("./review-dialog");
const ReviewDialog = lazy(loadDialog);

export const WRITE_REVIEW_PARAM = "write";
export const WRITE_REVIEW_HREF = `/reviews?${WRITE_REVIEW_PARAM}=1#write-review`;

export interface ShareExperienceDialog {
  /** Props for each trigger link. */
  triggerProps: {
    to: string;
    onClick: (event: MouseEvent<HTMLAnchorElement>) => void;
    onPointerEnter: () => void;
    onFocus: () => void;
    "aria-haspopup": "dialog";
  };
  /** The dialog while open (render it once, anywhere in the page). */
  dialog: ReactNode;
}

export function useShareExperienceDialog({
  submissionToken,
  action,
}: {
  submissionToken: string;
  action: string;
}): ShareExperienceDialog {
  const [open, setOpen] = useState(false);

  // A new token means the page reloaded its data after an accepted post: the dialog's work is done.
  const shownToken = useRef(submissionToken);
  useEffect(() => {
    if (shownToken.current === submissionToken) return;
    shownToken.current = submissionToken;
    setOpen(false);
  }, [submissionToken]);

  const preload = () => void loadDialog().catch(() => undefined);
  return {
    triggerProps: {
      to: localHref(WRITE_REVIEW_HREF),
      onClick(event) {
        // New tab, new window: let the browser follow the link.
        if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
        event.preventDefault();
        setOpen(true);
      },
      onPointerEnter: preload,
      onFocus: preload,
      "aria-haspopup": "dialog",
    },
    dialog: open ? (
      <Suspense fallback={null}>
        <ReviewDialog
          key={submissionToken}
          submissionToken={submissionToken}
          action={action}
          onClose={() => setOpen(false)}
        />
      </Suspense>
    ) : null,
  };
}
