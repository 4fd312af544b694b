// Images with a shimmer while loading and 'Image not available' when the file cannot be shown. Lazy unless
// `priority`; give width and height (or an aspect ratio) so the page does not shift when the file arrives,
// and `sizes` so a phone fetches an upload at the width it shows it (picture.tsx).

import { clsx } from "clsx";
import { type ImgHTMLAttributes, useEffect, useRef, useState } from "react";
import { commonMessages } from "~/i18n/messages/en/common";
import { useMessages } from "~/i18n/translate";
import { ImageOffIcon } from "./icons";
import { Picture } from "./picture";

type Status = "loading" | "loaded" | "error";

const errorClasses = "image-fallback";

export interface ImageProps
  extends Omit<
    ImgHTMLAttributes<HTMLImageElement>,
    "src" | "srcSet" | "sizes" | "alt" | "loading" | "className" | "onLoad" | "onError"
  > {
  src: string | null | undefined;
  /** Describes the picture; "" for a purely decorative one. */
  alt: string;
  width?: number;
  height?: number;
  /** CSS aspect ratio such as "4 / 3" for the frame; defaults to width / height when both are given. */
  aspectRatio?: string;
  /** The page's main picture: loads eagerly with high priority (use for the one likely LCP image). */
  priority?: boolean;
  /** The frame fills its positioned parent (absolute, inset 0) and the picture covers it. */
  fill?: boolean;
  /** Classes for the frame (size, rounding). */
  className?: string;
  /** Classes for the <img> itself (object-position, hover zoom). */
  imgClassName?: string;
  /** How wide the picture is shown (the `sizes` attribute); the whole width of the screen unless said. */
  sizes?: string;
}

export function Image({
  src,
  alt,
  width,
  height,
  aspectRatio,
  priority = false,
  fill = false,
  className,
  imgClassName,
  sizes = "100vw",
  ...imgProps
}: ImageProps) {
  const t = useMessages(commonMessages);
  const ref = useRef<HTMLImageElement>(null);
  const [status, setStatus] = useState<Status>(src ? "loading" : "error");

  // The file may have finished (or failed) before hydration attached onLoad/onError; read the outcome.
  useEffect(() => {
    if (!src) {
      setStatus("error");
      return;
    }
    const img = ref.current;
    if (img?.complete) setStatus(img.naturalWidth === 0 ? "error" : "loaded");
    else setStatus("loading");
  }, [src]);

  const ratio = aspectRatio ?? (width && height ? `${width} / ${height}` : undefined);
  const framed = fill || ratio !== undefined;

  return (
    <span
      className={clsx(
        fill ? "absolute inset-0" : "relative",
        "block overflow-hidden bg-sand-100",
        !framed && status === "error" && "min-h-40",
        className,
      )}
      style={ratio && !fill ? { aspectRatio: ratio } : undefined}
    >
      {status === "loading" ? <span aria-hidden="true" className="skeleton absolute inset-0" /> : null}
      {status === "error" ? (
        alt ? (
          <span role="img" aria-label={t("image.unavailableNamed", { alt })} className={errorClasses}>
            <ImageOffIcon className="size-7 opacity-70" strokeWidth={1.5} />
            <span aria-hidden="true">{t("image.unavailable")}</span>
          </span>
        ) : (
          <span aria-hidden="true" className={errorClasses}>
            <ImageOffIcon className="size-7 opacity-70" strokeWidth={1.5} />
            <span>{t("image.unavailable")}</span>
          </span>
        )
      ) : null}
      {src && status !== "error" ? (
        <Picture
          ref={ref}
          src={src}
          sizes={sizes}
          alt={alt}
          width={width}
          height={height}
          loading={priority ? "eager" : "lazy"}
          fetchPriority={priority ? "high" : undefined}
          decoding={priority ? "sync" : "async"}
          onLoad={() => setStatus("loaded")}
          onError={() => setStatus("error")}
          className={clsx("relative", framed ? "h-full w-full object-cover" : "block h-auto w-full", imgClassName)}
          {...imgProps}
        />
      ) : null}
    </span>
  );
}
