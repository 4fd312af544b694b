// The gallery's filter and grid. Category chips are links (?category=wildlife), so every filter has its
// own server-rendered URL and works without script. The grid is a masonry of 1, 2 or 3 columns (below
// 640 px, below 1024 px, wider). The player's code (and Radix) loads on the first hover, focus or click.
import { clsx } from "clsx";
import { lazy, Suspense, useState } from "react";
import { Link } from "react-router";
import { localHref } from "~/i18n/local-href";
import { videosMessages } from "~/i18n/messages/en/videos";
import { useMessages } from "~/i18n/translate";
import { VideoCard } from "./video-card";
import type { VideoCategory } from "./video-category";
import type { GalleryVideo } from "./videos.server";

export const VIDEO_GALLERY_PATH = "/video-gallery";

const loadPlayer = () => import("./video-player-dialog");
const VideoPlayerDialog = lazy(loadPlayer);

export function videoGalleryHref(category: VideoCategory | null): string {
  return category ? `${VIDEO_GALLERY_PATH}?category=${category}` : VIDEO_GALLERY_PATH;
}

export function VideoCategoryFilter({
  categories,
  active,
}: {
  categories: readonly VideoCategory[];
  active: VideoCategory | null;
}) {
  const t = useMessages(videosMessages);
  const chips: { value: VideoCategory | null; label: string }[] = [
    { value: null, label: t("videos.category.all") },
    ...categories.map((category) => ({ value: category, label: t(`videos.category.${category}`) })),
  ];
  return (
    <nav aria-label={t("videos.filter.label")} className="-mx-4 overflow-x-auto px-4 pb-1 sm:mx-0 sm:px-0">
      <ul className="flex w-max gap-2 sm:w-auto sm:flex-wrap">
        {chips.map((chip) => {
          const current = chip.value === active;
          return (
            <li key={chip.value ?? "all"}>
              <Link
                to={localHref(videoGalleryHref(chip.value))}
                preventScrollReset
                aria-current={current ? "page" : undefined}
                className={clsx(
                  "inline-flex min-h-11 items-center rounded-full border px-5 text-sm font-semibold whitespace-nowrap transition-colors",
                  "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus",
                  current
                    ? "border-charcoal-900 bg-charcoal-900 text-white"
                    : "border-sand-300 bg-white text-charcoal-700 hover:border-ochre-600 hover:text-charcoal-900",
                )}
              >
                {chip.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

interface OpenVideo {
  video: GalleryVideo;
  trigger: HTMLElement;
}

export function VideoGrid({ videos }: { videos: readonly GalleryVideo[] }) {
  const [open, setOpen] = useState<OpenVideo | null>(null);
  const preload = () => void loadPlayer().catch(() => undefined);
  return (
    <>
      <ul className="columns-1 gap-6 sm:columns-2 lg:columns-3 lg:gap-8">
        {videos.map((video) => (
          <li key={video.id} className="mb-6 break-inside-avoid lg:mb-8">
            <VideoCard
              video={video}
              onIntent={preload}
              onPlay={(chosen, trigger) => setOpen({ video: chosen, trigger })}
            />
          </li>
        ))}
      </ul>
      {open ? (
        <Suspense fallback={null}>
          <VideoPlayerDialog
            key={open.video.id}
            video={open.video}
            returnFocusTo={open.trigger}
            onClose={() => setOpen(null)}
          />
        </Suspense>
      ) : null}
    </>
  );
}
