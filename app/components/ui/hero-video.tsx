// The looping muted clip behind the home page's hero, with its pause button. Only the home page plays one, and
// only after the page has loaded, so its code is fetched then rather than with every page.
import { useEffect, useRef, useState } from "react";
import { commonMessages } from "~/i18n/messages/en/common";
import { useMessages } from "~/i18n/translate";
import { PauseIcon, PlayIcon } from "./icons";

export interface HeroVideo {
  src: string;
  type?: string;
  /** Still shown before the video plays and instead of it under reduced motion: the hero's picture. */
  poster?: string;
}

export function HeroBackgroundVideo({ video }: { video: HeroVideo }) {
  const t = useMessages(commonMessages);
  const ref = useRef<HTMLVideoElement>(null);
  const [motionAllowed, setMotionAllowed] = useState(false);
  const [playing, setPlaying] = useState(false);

  useEffect(() => {
    const reduce = window.matchMedia("(prefers-reduced-motion: reduce)");
    const apply = () => {
      setMotionAllowed(!reduce.matches);
      if (reduce.matches) ref.current?.pause();
      setPlaying(ref.current ? !ref.current.paused : false);
    };
    apply();
    reduce.addEventListener("change", apply);
    return () => reduce.removeEventListener("change", apply);
  }, []);

  function toggle() {
    const element = ref.current;
    if (!element) return;
    if (element.paused) void element.play().catch(() => undefined);
    else element.pause();
  }

  return (
    <>
      {/* The source only matches when motion is allowed, so reduced-motion visitors get the still poster even
          before the page's script runs. */}
      <video
        ref={ref}
        autoPlay
        muted
        loop
        playsInline
        preload="metadata"
        poster={video.poster}
        aria-hidden="true"
        tabIndex={-1}
        onPlay={() => setPlaying(true)}
        onPause={() => setPlaying(false)}
        className="hero-media"
      >
        <source src={video.src} type={video.type ?? "video/mp4"} media="(prefers-reduced-motion: no-preference)" />
      </video>
      {motionAllowed ? (
        <button
          type="button"
          onClick={toggle}
          aria-label={playing ? t("hero.pauseVideo") : t("hero.playVideo")}
          className="hero-video-toggle"
        >
          {playing ? <PauseIcon className="size-4" /> : <PlayIcon className="size-4" />}
        </button>
      ) : null}
    </>
  );
}
