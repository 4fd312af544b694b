// The home page's About carousel: two slides that loop every 5 seconds and keep going after the visitor
// swipes or picks a slide. A pause button stops it for good (WCAG 2.2.2), and under reduced motion it
// never starts by itself. Without script the slides sit side by side in a horizontal scroller.
import { clsx } from "clsx";
import type { EmblaCarouselType } from "embla-carousel";
import type { AutoplayType } from "embla-carousel-autoplay";
import { useEffect, useRef, useState } from "react";
import { ArrowLeftIcon, ArrowRightIcon, CheckCircleIcon, PauseIcon, PlayIcon } from "~/components/ui/icons";
import { Image } from "~/components/ui/image";
import { homeMessages } from "~/i18n/messages/en/home";
import { useMessages } from "~/i18n/translate";
import { HOME } from "~/utils/constants";

const SLIDES = [
  {
    key: "expert",
    image: "/art/site/about-story.svg",
    title: "home.about.expert.title",
    text: "home.about.expert.text",
    points: ["home.about.expert.point1", "home.about.expert.point2"],
  },
  {
    key: "family",
    image: "/art/site/about-approach.svg",
    title: "home.about.family.title",
    text: "home.about.family.text",
    points: ["home.about.family.point1", "home.about.family.point2"],
  },
] as const;

interface Carousel {
  embla: EmblaCarouselType;
  autoplay: AutoplayType;
}

const CONTROL =
  "inline-flex size-11 items-center justify-center rounded-full border border-charcoal-900/20 text-charcoal-900 transition-colors hover:border-charcoal-900 hover:bg-white";

export function AboutCarousel({ id = "about-carousel" }: { id?: string }) {
  const t = useMessages(homeMessages);
  const viewportRef = useRef<HTMLDivElement>(null);
  const [api, setApi] = useState<Carousel | undefined>(undefined);
  const [selected, setSelected] = useState(0);
  const [playing, setPlaying] = useState(false);
  // The visitor's pause wins over the plugin, which restarts itself after a swipe.
  const pausedByVisitor = useRef(false);

  // The library arrives after hydration in its own file, so it never delays the page's first paint or
  // its interactivity; until then (or without script) the slides are a plain horizontal scroller.
  useEffect(() => {
    const viewport = viewportRef.current;
    if (!viewport) return;
    let cancelled = false;
    let embla: EmblaCarouselType | undefined;
    Promise.all([import("embla-carousel"), import("embla-carousel-autoplay")])
      .then(([{ default: EmblaCarousel }, { default: Autoplay }]) => {
        if (cancelled) return;
        const autoplay = Autoplay({ delay: HOME.carouselDelayMs, playOnInit: false, stopOnInteraction: false });
        viewport.scrollLeft = 0;
        const instance = EmblaCarousel(viewport, { loop: true }, [autoplay]);
        embla = instance;
        instance
          .on("select", () => setSelected(instance.selectedScrollSnap()))
          .on("autoplay:play", () => {
            if (pausedByVisitor.current) autoplay.stop();
            else setPlaying(true);
          })
          .on("autoplay:stop", () => setPlaying(false));
        setSelected(instance.selectedScrollSnap());
        setApi({ embla: instance, autoplay });
        if (window.matchMedia("(prefers-reduced-motion: reduce)").matches) pausedByVisitor.current = true;
        else autoplay.play();
      })
      .catch(() => {
        // The scroller still shows every slide.
      });
    return () => {
      cancelled = true;
      embla?.destroy();
    };
  }, []);

  function go(move: (embla: EmblaCarouselType) => void) {
    if (!api) return;
    move(api.embla);
    // A slide picked by hand gets its full five seconds.
    api.autoplay.reset();
  }

  function togglePlaying() {
    if (!api) return;
    if (api.autoplay.isPlaying()) {
      pausedByVisitor.current = true;
      api.autoplay.stop();
    } else {
      pausedByVisitor.current = false;
      api.autoplay.play();
    }
  }

  const ready = api !== undefined;
  return (
    <section
      id={id}
      aria-roledescription={t("home.about.carouselRole")}
      aria-label={t("home.about.label")}
      className="flex flex-col gap-6"
    >
      <div
        ref={viewportRef}
        id={`${id}-slides`}
        // Before the library takes over, the scroller itself must be reachable from the keyboard.
        tabIndex={ready ? undefined : 0}
        // Announce slide changes only when they are the visitor's doing, never while it turns by itself.
        aria-live={playing ? "off" : "polite"}
        className={clsx("rounded-(--radius-card)", ready ? "overflow-hidden" : "snap-x snap-mandatory overflow-x-auto")}
      >
        <div className="flex touch-pan-y">
          {SLIDES.map((slide, index) => (
            // biome-ignore lint/a11y/useSemanticElements: the ARIA carousel pattern names each slide a group; a fieldset is for form controls
            <div
              key={slide.key}
              role="group"
              aria-roledescription={t("home.about.slideRole")}
              aria-label={t("home.about.slide", { index: index + 1, total: SLIDES.length })}
              aria-hidden={ready && index !== selected ? true : undefined}
              data-active={index === selected ? "" : undefined}
              className="min-w-0 shrink-0 grow-0 basis-full snap-start"
            >
              <div className="grid h-full overflow-hidden rounded-(--radius-card) bg-white shadow-(--shadow-card) ring-1 ring-charcoal-900/5 md:grid-cols-2">
                <div className="relative aspect-[4/3] md:aspect-auto md:min-h-96">
                  <Image
                    src={slide.image}
                    sizes="(min-width: 768px) 50vw, 100vw"
                    alt=""
                    width={1200}
                    height={900}
                    fill
                  />
                </div>
                <div className="flex flex-col justify-center gap-5 p-6 sm:p-10 lg:p-14">
                  <h3 className="font-display text-display-md text-charcoal-900">{t(slide.title)}</h3>
                  <p className="text-lead text-charcoal-600">{t(slide.text)}</p>
                  <ul className="flex flex-col gap-2.5">
                    {slide.points.map((point) => (
                      <li key={point} className="flex gap-3 font-medium text-charcoal-800">
                        <CheckCircleIcon className="mt-0.5 size-5 shrink-0 text-acacia-600" />
                        {t(point)}
                      </li>
                    ))}
                  </ul>
                </div>
              </div>
            </div>
          ))}
        </div>
      </div>

      {/* The controls' row keeps its height before they appear, so nothing below moves. */}
      <div className="flex min-h-11 flex-wrap items-center justify-center gap-3 sm:justify-start">
        {ready ? (
          <>
            <button
              type="button"
              onClick={togglePlaying}
              aria-label={playing ? t("home.about.pause") : t("home.about.play")}
              className={CONTROL}
            >
              {playing ? <PauseIcon className="size-4" /> : <PlayIcon className="size-4" />}
            </button>
            <button
              type="button"
              onClick={() => go((embla) => embla.scrollPrev())}
              aria-label={t("home.about.previous")}
              aria-controls={`${id}-slides`}
              className={CONTROL}
            >
              <ArrowLeftIcon className="size-4" />
            </button>
            <div className="flex items-center">
              {SLIDES.map((slide, index) => (
                <button
                  key={slide.key}
                  type="button"
                  onClick={() => go((embla) => embla.scrollTo(index))}
                  aria-label={t("home.about.goTo", { index: index + 1, title: t(slide.title) })}
                  aria-current={index === selected ? "true" : undefined}
                  className="group/dot inline-flex size-11 items-center justify-center"
                >
                  <span
                    aria-hidden="true"
                    className={clsx(
                      "block h-2.5 rounded-full transition-[width,background-color] duration-300",
                      index === selected ? "w-8 bg-ochre-600" : "w-2.5 bg-sand-400 group-hover/dot:bg-sand-600",
                    )}
                  />
                </button>
              ))}
            </div>
            <button
              type="button"
              onClick={() => go((embla) => embla.scrollNext())}
              aria-label={t("home.about.next")}
              aria-controls={`${id}-slides`}
              className={CONTROL}
            >
              <ArrowRightIcon className="size-4" />
            </button>
          </>
        ) : null}
      </div>
    </section>
  );
}
