// Hero banner: a picture (and on the home page a looping muted video) behind the page's title. The picture is a real <img> with
// high fetch priority and fixed dimensions, as it is usually the page's largest paint.

import { clsx } from "clsx";
import { type ReactNode, useEffect, useRef, useState } from "react";
import { LAYOUT } from "~/utils/constants";
import { Picture } from "./picture";

export type HeroHeight = "full" | "large" | "medium" | "small";
export type HeroAlign = "left" | "center" | "right";

export interface HeroImage {
  src: string;
  /** "" when the picture only sets the mood and the title says it all. */
  alt: string;
  width: number;
  height: number;
  /** How wide it is shown; the whole width unless said. An upload gets its srcset from picture.tsx. */
  sizes?: string;
}

export interface HeroProps {
  title: ReactNode;
  subtitle?: ReactNode;
  /** Small line above the title. */
  eyebrow?: ReactNode;
  image?: HeroImage;
  /** Drawn over the picture, under the overlay: the home page's looping clip (hero-video.tsx). */
  background?: ReactNode;
  height?: HeroHeight;
  align?: HeroAlign;
  overlay?: boolean;
  /** Fades the content out over the first 500 px of scrolling (the home page). */
  fadeOnScroll?: boolean;
  /** Buttons under the subtitle. */
  children?: ReactNode;
  /** Pinned to the bottom edge, e.g. a scroll cue. */
  bottom?: ReactNode;
  titleId?: string;
  className?: string;
}

export function Hero({
  title,
  subtitle,
  eyebrow,
  image,
  background,
  height = "large",
  align = "center",
  overlay = true,
  fadeOnScroll = false,
  children,
  bottom,
  titleId,
  className,
}: HeroProps) {
  const contentRef = useRef<HTMLDivElement>(null);
  const imageRef = useRef<HTMLImageElement>(null);
  const [imageFailed, setImageFailed] = useState(false);

  // A picture that failed before hydration never fired our onError.
  useEffect(() => {
    const img = imageRef.current;
    if (img?.complete && img.naturalWidth === 0) setImageFailed(true);
  }, []);

  useEffect(() => {
    const content = contentRef.current;
    if (!fadeOnScroll || !content) return;
    if (window.matchMedia("(prefers-reduced-motion: reduce)").matches) return;
    let frame = 0;
    const update = () => {
      frame = 0;
      content.style.opacity = String(Math.max(0, 1 - window.scrollY / LAYOUT.heroFadeDistancePx));
    };
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(update);
    };
    update();
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => {
      window.removeEventListener("scroll", onScroll);
      cancelAnimationFrame(frame);
      content.style.opacity = "";
    };
  }, [fadeOnScroll]);

  return (
    <section aria-labelledby={titleId} data-align={align} data-height={height} className={clsx("hero", className)}>
      {image && !imageFailed ? (
        <Picture
          ref={imageRef}
          src={image.src}
          sizes={image.sizes ?? "100vw"}
          alt={image.alt}
          width={image.width}
          height={image.height}
          fetchPriority="high"
          loading="eager"
          decoding="async"
          onError={() => setImageFailed(true)}
          className="hero-media"
        />
      ) : null}
      {background}
      {overlay ? <div aria-hidden="true" className="hero-overlay" /> : null}

      <div ref={contentRef} className="hero-content container-page">
        <div className="hero-text">
          {eyebrow ? <p className="eyebrow text-ochre-100">{eyebrow}</p> : null}
          <h1 id={titleId} className="hero-title">
            {title}
          </h1>
          {subtitle ? <p className="max-w-2xl text-lead text-white">{subtitle}</p> : null}
          {children ? <div className="hero-actions">{children}</div> : null}
        </div>
        {bottom ? <div className="hero-bottom">{bottom}</div> : null}
      </div>
    </section>
  );
}
