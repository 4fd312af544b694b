// /video-gallery: the company's films, filtered by derived category (?category=wildlife), played in a
// modal player. Videos come from the videos table (uploaded files, and YouTube videos the sync imports).
import { useEffect } from "react";
import { data } from "react-router";
import { Badge } from "~/components/ui/badge";
import { ButtonLink } from "~/components/ui/button";
import { Hero } from "~/components/ui/hero";
import { ArrowRightIcon } from "~/components/ui/icons";
import { Section, SectionHeading } from "~/components/ui/section";
import { StatusState } from "~/components/ui/status-state";
import { showToast } from "~/components/ui/toast-store";
import { failedLoadInit } from "~/db/database-availability.server";
import { loaderMeta } from "~/features/seo/loader-meta";
import { pageMeta } from "~/features/seo/page-meta";
import { loadPageTranslations } from "~/features/translations/page-translations.server";
import { categoriesPresent, isVideoCategory, type VideoCategory } from "~/features/videos/video-category";
import { VIDEO_GALLERY_PATH, VideoCategoryFilter, VideoGrid, videoGalleryHref } from "~/features/videos/video-gallery";
import { listGalleryVideos } from "~/features/videos/videos.server";
import { localHref } from "~/i18n/local-href";
import { videosMessages } from "~/i18n/messages/en/videos";
import { translate, useMessages } from "~/i18n/translate";
import { videoDescriptionExcerpt } from "~/utils/format";
import type { Route } from "./+types/video-gallery";

export async function loader({ request, context }: Route.LoaderArgs) {
  const requested = new URL(request.url).searchParams.get("category");
  const category: VideoCategory | null = isVideoCategory(requested) ? requested : null;
  const meta = pageMeta({
    siteUrl: context.config.SITE_URL,
    path: VIDEO_GALLERY_PATH,
    title: translate(videosMessages, "videos.meta.title"),
    description: translate(videosMessages, "videos.meta.description"),
    image: "/art/site/videos-hero.svg",
  });
  try {
    const english = await listGalleryVideos(context.db);
    // Titles and descriptions in the page's language (one query; none in English). A video's category stays the
    // one its English words give.
    const { translations, staffMarks } = await loadPageTranslations(request, context, {
      video: english.map((video) => video.id),
    });
    const all = translations
      .overlayAll(english, "video")
      .map((video) =>
        video.untranslated && !video.untranslated.includes("description")
          ? { ...video, excerpt: videoDescriptionExcerpt(video.description) }
          : video,
      );
    const present = categoriesPresent(all.map((video) => video.category));
    return {
      state: "loaded" as const,
      meta,
      category,
      total: all.length,
      // An empty category someone linked to keeps its chip, so the page shows what it is filtered by.
      categories: category && !present.includes(category) ? categoriesPresent([...present, category]) : present,
      videos: category ? all.filter((video) => video.category === category) : all,
      staffMarks,
    };
  } catch (error) {
    const init = failedLoadInit(error, context);
    context.log.error({ err: error }, "videos could not be loaded");
    return data({ state: "error" as const, meta, category }, init);
  }
}

export const meta: Route.MetaFunction = loaderMeta;

export default function VideoGallery({ loaderData }: Route.ComponentProps) {
  const t = useMessages(videosMessages);
  const failed = loaderData.state === "error";

  useEffect(() => {
    if (!failed) return;
    showToast({
      id: "videos-error",
      type: "error",
      title: translate(videosMessages, "videos.error.title"),
      description: translate(videosMessages, "videos.error.text"),
    });
  }, [failed]);

  return (
    <>
      <Hero
        height="medium"
        eyebrow={t("videos.hero.eyebrow")}
        title={t("videos.hero.title")}
        subtitle={t("videos.hero.subtitle")}
        titleId="videos-hero-title"
        image={{ src: "/art/site/videos-hero.svg", alt: "", width: 1600, height: 900 }}
      />

      <Section id="films" labelledBy="videos-list-title">
        <SectionHeading
          id="videos-list-title"
          title={t("videos.list.title")}
          action={
            loaderData.state === "loaded" ? (
              <p aria-live="polite" aria-atomic="true">
                <Badge tone="ochre" className="text-sm">
                  {t("videos.list.count", { count: loaderData.videos.length })}
                </Badge>
              </p>
            ) : undefined
          }
        />
        {loaderData.state === "error" ? (
          <StatusState
            kind="error"
            title={t("videos.error.title")}
            description={t("videos.error.text")}
            action={{ to: videoGalleryHref(loaderData.category), label: t("videos.error.retry") }}
          />
        ) : loaderData.total === 0 ? (
          <StatusState kind="empty" title={t("videos.empty.channel")} />
        ) : (
          <>
            <VideoCategoryFilter categories={loaderData.categories} active={loaderData.category} />
            <div className="mt-8">
              {loaderData.videos.length === 0 ? (
                <StatusState
                  kind="empty"
                  title={t("videos.empty.category")}
                  action={{ to: VIDEO_GALLERY_PATH, label: t("videos.empty.showAll") }}
                />
              ) : (
                <VideoGrid videos={loaderData.videos} />
              )}
            </div>
          </>
        )}
      </Section>

      <Section tone="dark" labelledBy="videos-cta-title">
        <div className="mx-auto max-w-2xl text-center">
          <h2 id="videos-cta-title" className="font-display text-display-lg text-white">
            {t("videos.cta.title")}
          </h2>
          <p className="mt-4 text-lead text-sand-200">{t("videos.cta.text")}</p>
          <div className="mt-8 flex flex-wrap justify-center gap-3">
            <ButtonLink to={localHref("/safaris")} size="lg" trailingIcon={<ArrowRightIcon className="size-4" />}>
              {t("videos.cta.safaris")}
            </ButtonLink>
            <ButtonLink to={localHref("/contact")} size="lg" variant="inverse">
              {t("videos.cta.contact")}
            </ButtonLink>
          </div>
        </div>
      </Section>
    </>
  );
}
