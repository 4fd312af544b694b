// One video in the gallery: thumbnail with a play mark, category, title, a 120-character excerpt and the
// date. The card's one link goes to the video itself (the file, or its YouTube page), so it works without
// script; the page's script turns a plain click into the modal player.
import type { MouseEvent } from "react";
import { Badge } from "~/components/ui/badge";
import { CARD_SIZES } from "~/components/ui/card";
import { PlayIcon } from "~/components/ui/icons";
import { Image } from "~/components/ui/image";
import { useEnglishFallback } from "~/features/translations/english-fallback";
import { videosMessages } from "~/i18n/messages/en/videos";
import { useMessages } from "~/i18n/translate";
import { dateTimeFormat } from "~/utils/intl-formats";
import type { GalleryVideo } from "./videos.server";

/** "Jan 5, 2025" in English, "05.01.2025" in German: the page's language. */
export function formatVideoDate(iso: string): string {
  // Made when first needed rather than while the module is evaluated: the first date format sets up Intl's data.
  return dateTimeFormat({ dateStyle: "medium", timeZone: "UTC" }).format(new Date(iso));
}

export interface VideoCardProps {
  video: GalleryVideo;
  onPlay?: (video: GalleryVideo, trigger: HTMLElement) => void;
  onIntent?: () => void;
}

export function VideoCard({ video, onPlay, onIntent }: VideoCardProps) {
  const t = useMessages(videosMessages);
  const english = useEnglishFallback();
  const titleId = `video-${video.id}-title`;

  function onClick(event: MouseEvent<HTMLAnchorElement>) {
    // New tab, new window, download: the browser follows the link.
    if (!onPlay || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    onPlay(video, event.currentTarget);
  }

  return (
    <article
      aria-labelledby={titleId}
      className="group/card card card-interactive focus-within:outline-2 focus-within:outline-offset-4 focus-within:outline-focus"
    >
      <div className="card-media">
        <Image
          src={video.thumbnailUrl}
          sizes={CARD_SIZES}
          alt=""
          aspectRatio="16 / 9"
          imgClassName="transition-transform duration-500 ease-(--ease-out-soft) motion-safe:group-hover/card:scale-105"
        />
        <span aria-hidden="true" className="absolute inset-0 flex items-center justify-center">
          <span className="flex size-16 items-center justify-center rounded-full bg-charcoal-950/65 text-white shadow-lg ring-1 ring-white/30 backdrop-blur-sm transition-transform duration-300 motion-safe:group-hover/card:scale-110">
            <PlayIcon className="ml-1 size-7" />
          </span>
        </span>
        <Badge tone="glass" className="absolute top-3 left-3">
          {t(`videos.category.${video.category}`)}
        </Badge>
      </div>
      <div className="card-body">
        <h3 id={titleId} className="card-title" {...english(video, "title")}>
          <a
            href={video.watchUrl}
            onClick={onClick}
            onPointerEnter={onIntent}
            onFocus={onIntent}
            aria-haspopup={onPlay ? "dialog" : undefined}
            aria-label={t("videos.card.play", { title: video.title })}
            // The link covers the whole card, so the picture is a target too; one link, one tab stop.
            className="outline-none after:absolute after:inset-0 after:z-10 after:content-['']"
            {...(video.source.kind === "youtube" ? { rel: "noopener" } : {})}
          >
            {video.title}
          </a>
        </h3>
        {video.excerpt ? (
          <p className="text-charcoal-600" {...english(video, "description")}>
            {video.excerpt}
          </p>
        ) : null}
        <p className="mt-auto text-sm text-charcoal-500">
          <time dateTime={video.publishedAt}>
            {t("videos.card.published", { date: formatVideoDate(video.publishedAt) })}
          </time>
        </p>
      </div>
    </article>
  );
}
