// The modal player (Radix Dialog: focus kept inside, Escape and the close button close it, focus returns
// to the card that opened it). Loaded on first open, so the gallery's first script stays small. A YouTube
// video plays from youtube-nocookie.com; an uploaded file in the browser's own player, muted so that
// autoplay is allowed.
import * as Dialog from "@radix-ui/react-dialog";
import { CloseIcon } from "~/components/ui/icons";
import { useEnglishFallback } from "~/features/translations/english-fallback";
import { videosMessages } from "~/i18n/messages/en/videos";
import { useMessages } from "~/i18n/translate";
import type { GalleryVideo } from "./videos.server";

export interface VideoPlayerDialogProps {
  video: GalleryVideo;
  onClose: () => void;
  /** Where focus goes back to on close: the link that opened the player. */
  returnFocusTo: HTMLElement | null;
}

export function youtubeEmbedUrl(youtubeId: string): string {
  return `https://www.youtube-nocookie.com/embed/${encodeURIComponent(youtubeId)}?autoplay=1&rel=0`;
}

export default function VideoPlayerDialog({ video, onClose, returnFocusTo }: VideoPlayerDialogProps) {
  const t = useMessages(videosMessages);
  const english = useEnglishFallback();
  return (
    <Dialog.Root
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
    >
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-charcoal-950/85 backdrop-blur-sm motion-safe:animate-[page-enter_200ms_ease-out]" />
        <Dialog.Content
          onCloseAutoFocus={(event) => {
            if (returnFocusTo?.isConnected) {
              event.preventDefault();
              returnFocusTo.focus();
            }
          }}
          className="fixed top-1/2 left-1/2 z-50 flex max-h-[94dvh] w-[calc(100vw-1.5rem)] max-w-5xl -translate-x-1/2 -translate-y-1/2 flex-col overflow-y-auto rounded-2xl bg-charcoal-950 text-white shadow-2xl ring-1 ring-white/10 sm:w-[calc(100vw-4rem)]"
        >
          <div className="flex items-start justify-between gap-4 px-4 pt-4 pb-3 sm:px-6 sm:pt-5">
            <Dialog.Title className="font-display text-xl leading-snug sm:text-2xl" {...english(video, "title")}>
              {video.title}
            </Dialog.Title>
            <Dialog.Close
              aria-label={t("videos.player.close")}
              className="-mt-1 -mr-1 inline-flex size-11 shrink-0 items-center justify-center rounded-full text-sand-100 hover:bg-white/10 hover:text-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ochre-300"
            >
              <CloseIcon className="size-5" />
            </Dialog.Close>
          </div>
          <div className="relative aspect-video w-full bg-black">
            {video.source.kind === "youtube" ? (
              <iframe
                src={youtubeEmbedUrl(video.source.youtubeId)}
                title={t("videos.player.frameTitle", { title: video.title })}
                allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
                allowFullScreen
                referrerPolicy="strict-origin-when-cross-origin"
                className="absolute inset-0 h-full w-full border-0"
              />
            ) : (
              <video
                src={video.source.url}
                poster={video.thumbnailUrl ?? undefined}
                controls
                autoPlay
                muted
                playsInline
                preload="auto"
                className="absolute inset-0 h-full w-full"
              />
            )}
          </div>
          {video.description ? (
            <Dialog.Description className="px-4 py-4 text-sand-100 sm:px-6 sm:py-5" {...english(video, "description")}>
              {video.description}
            </Dialog.Description>
          ) : (
            <Dialog.Description className="sr-only" {...english(video, "title")}>
              {video.title}
            </Dialog.Description>
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
