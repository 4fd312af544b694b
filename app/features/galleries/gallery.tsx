// A package's, destination's or lodge's pictures on its public page: a list of figures, the first (the cover)
// larger, each cropped around its focal point. A picture opens larger in a native popover, which needs no
// script (it works before the page's code arrives and closes on Escape or a click outside). Every picture is
// lazy: galleries sit below the fold.
import { clsx } from "clsx";
import type { CSSProperties } from "react";
import { CloseIcon } from "~/components/ui/icons";
import { Picture } from "~/components/ui/picture";
import { Section, SectionHeading, type SectionTone } from "~/components/ui/section";
import { type MaybeTranslated, useEnglishFallback } from "~/features/translations/english-fallback";
import { galleryMessages } from "~/i18n/messages/en/gallery";
import { useMessages } from "~/i18n/translate";

export interface GalleryPictureView extends MaybeTranslated {
  id: number;
  url: string;
  alt: string;
  focalX: number;
  focalY: number;
}

/** object-position for a crop that keeps the focal point in frame. */
export function focalPosition(picture: Pick<GalleryPictureView, "focalX" | "focalY">): CSSProperties {
  return { objectPosition: `${picture.focalX}% ${picture.focalY}%` };
}

export function GalleryImage({
  picture,
  sizes,
  alt = picture.alt,
  lang,
  className,
  style,
}: {
  picture: GalleryPictureView;
  sizes: string;
  alt?: string;
  /** "en" when the description fell back to English on a page in another language. */
  lang?: string;
  className?: string;
  style?: CSSProperties;
}) {
  return (
    <Picture
      src={picture.url}
      sizes={sizes}
      alt={alt}
      lang={lang}
      width={1600}
      height={900}
      loading="lazy"
      decoding="async"
      className={className}
      style={style}
    />
  );
}

/**
 * The cover takes two columns and two rows; the rest fill the rows beside and below it without holes: on a
 * phone two columns (an odd last picture takes both), from 768 px four (the cover's right half holds up to
 * four pictures; one, two or three of them grow to fill it).
 */
export function tileSpan(index: number, count: number): string {
  // A single picture takes the whole width, cropped around its focal point.
  if (index === 0) return count === 1 ? "col-span-2 row-span-2 md:col-span-4" : "col-span-2 row-span-2";
  const others = count - 1;
  const phone = others % 2 === 1 && index === count - 1 ? "col-span-2" : "";
  let wide = "md:col-span-1";
  if (others === 1) wide = "md:col-span-2 md:row-span-2";
  else if (others === 2 || (others === 3 && index === 3)) wide = "md:col-span-2";
  return clsx(phone, wide);
}

export function Gallery({
  pictures,
  name,
  headingId,
  tone = "sand",
}: {
  pictures: GalleryPictureView[];
  /** Whose pictures: the package, destination or lodge. */
  name: string;
  headingId: string;
  tone?: SectionTone;
}) {
  const t = useMessages(galleryMessages);
  const english = useEnglishFallback();
  if (pictures.length === 0) return null;
  const count = pictures.length;
  const popoverId = (picture: GalleryPictureView) => `${headingId}-picture-${picture.id}`;

  return (
    <Section tone={tone} labelledBy={headingId}>
      <SectionHeading
        id={headingId}
        eyebrow={t("gallery.eyebrow")}
        title={t("gallery.title", { name })}
        intro={t("gallery.count", { count })}
      />
      <ul
        className="grid auto-rows-[8.5rem] grid-cols-2 gap-3 sm:auto-rows-[11rem] sm:gap-4 md:auto-rows-[9.5rem] md:grid-cols-4 lg:auto-rows-[14rem]"
        data-testid="gallery"
      >
        {pictures.map((picture, index) => (
          <li key={picture.id} className={tileSpan(index, count)}>
            {/* A description still in English: the picture's alt says so, the figure carries the staff's mark. */}
            <figure className="h-full" data-untranslated={english(picture, "alt")?.["data-untranslated"]}>
              <button
                type="button"
                popoverTarget={popoverId(picture)}
                className="group block h-full w-full cursor-zoom-in overflow-hidden rounded-(--radius-card) bg-sand-200 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-focus"
              >
                <GalleryImage
                  picture={picture}
                  lang={english(picture, "alt")?.lang}
                  sizes={index === 0 ? "(min-width: 1024px) 40rem, 100vw" : "(min-width: 1024px) 20rem, 50vw"}
                  className="h-full w-full object-cover transition-transform duration-500 motion-safe:group-hover:scale-[1.03]"
                  style={focalPosition(picture)}
                />
                <span className="sr-only">{t("gallery.enlarge")}</span>
              </button>
            </figure>
          </li>
        ))}
      </ul>
      {pictures.map((picture, index) => (
        <div
          key={picture.id}
          id={popoverId(picture)}
          popover="auto"
          role="dialog"
          aria-label={t("gallery.position", { index: index + 1, count })}
          className="m-auto max-h-[92svh] w-[min(92vw,80rem)] overflow-auto rounded-(--radius-card) bg-charcoal-950 p-0 text-sand-50 shadow-2xl backdrop:bg-charcoal-950/85"
        >
          <figure>
            {/* The caption below describes it. */}
            <GalleryImage picture={picture} alt="" sizes="92vw" className="block max-h-[80svh] w-full object-contain" />
            <figcaption className="flex items-start justify-between gap-4 px-4 py-3 text-sm sm:px-5">
              <span>
                <span className="block text-sand-50" {...english(picture, "alt")}>
                  {picture.alt}
                </span>
                <span className="text-sand-300">{t("gallery.position", { index: index + 1, count })}</span>
              </span>
              <button
                type="button"
                popoverTarget={popoverId(picture)}
                popoverTargetAction="hide"
                className="inline-flex size-11 shrink-0 items-center justify-center rounded-full text-sand-50 ring-1 ring-sand-50/40 hover:bg-sand-50/10 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-focus"
              >
                <CloseIcon className="size-5" />
                <span className="sr-only">{t("gallery.close")}</span>
              </button>
            </figcaption>
          </figure>
        </div>
      ))}
    </Section>
  );
}
