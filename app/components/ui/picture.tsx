// One <img> for any image value: an upload is sent at the width the page shows it, as AVIF where the browser
// takes it (srcset and sizes over the files picture.ts names), not at its widest (up to 1,920 px) into a card
// a phone shows 343 px wide. Any other value (the seeded artwork's SVG, an absolute URL) is the plain
// <img src> it always was.
import type { ImgHTMLAttributes, Ref } from "react";
import { pictureSources } from "~/utils/picture";

export interface PictureProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, "src" | "srcSet" | "sizes" | "alt"> {
  src: string;
  /** Describes the picture; "" for a purely decorative one. */
  alt: string;
  /**
   * How wide the picture is shown, as the `sizes` attribute says it ("(min-width: 1024px) 33vw, 100vw").
   * A lazy picture also lets the browser measure it ("auto"), where the browser can.
   */
  sizes: string;
  ref?: Ref<HTMLImageElement>;
}

export function Picture({ src, alt, sizes, loading, ref, ...img }: PictureProps) {
  const sources = pictureSources(src);
  if (!sources) return <img ref={ref} src={src} alt={alt} loading={loading} {...img} />;
  const shownAt = loading === "lazy" ? `auto, ${sizes}` : sizes;
  const element = (
    <img ref={ref} src={sources.src} srcSet={sources.webpSrcSet} sizes={shownAt} alt={alt} loading={loading} {...img} />
  );
  // `contents`: the <picture> adds no box, so the <img> sizes itself against the same parent as before.
  return (
    <picture className="contents">
      <source type="image/avif" srcSet={sources.avifSrcSet} sizes={shownAt} />
      {element}
    </picture>
  );
}
