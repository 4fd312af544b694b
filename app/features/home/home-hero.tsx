// The home page's full-screen hero. The poster is a real <img> with high priority, so it is the page's
// largest paint; the looping clip is only added once the page has loaded, and never under reduced motion
// or when the visitor asked to save data, so it never competes with the poster for bandwidth (nor does the
// player's code, which is fetched at that moment).
import { type ComponentType, type ReactNode, useEffect, useState } from "react";
import { Hero } from "~/components/ui/hero";
import type { HeroVideo } from "~/components/ui/hero-video";

const POSTER = { src: "/media/hero/savanna-poster.jpg", alt: "", width: 1280, height: 720 };
const CLIP: HeroVideo = { src: "/media/hero/savanna.webm", type: "video/webm", poster: POSTER.src };

interface NetworkInformation {
  saveData?: boolean;
}

function clipWelcome(): boolean {
  if (window.matchMedia("(prefers-reduced-motion: reduce)").matches) return false;
  const connection = (navigator as Navigator & { connection?: NetworkInformation }).connection;
  return connection?.saveData !== true;
}

export interface HomeHeroProps {
  eyebrow: string;
  title: string;
  subtitle: string;
  actions: ReactNode;
  bottom: ReactNode;
}

export function HomeHero({ eyebrow, title, subtitle, actions, bottom }: HomeHeroProps) {
  const [Player, setPlayer] = useState<ComponentType<{ video: HeroVideo }> | undefined>(undefined);

  useEffect(() => {
    if (!clipWelcome()) return;
    let cancelled = false;
    const start = () => {
      import("~/components/ui/hero-video").then(
        (module) => {
          if (!cancelled) setPlayer(() => module.HeroBackgroundVideo);
        },
        () => undefined,
      );
    };
    if (document.readyState === "complete") start();
    else window.addEventListener("load", start, { once: true });
    return () => {
      cancelled = true;
      window.removeEventListener("load", start);
    };
  }, []);

  return (
    <Hero
      height="full"
      align="left"
      fadeOnScroll
      eyebrow={eyebrow}
      title={title}
      subtitle={subtitle}
      titleId="home-hero-title"
      image={POSTER}
      background={Player ? <Player video={CLIP} /> : null}
      bottom={bottom}
    >
      {actions}
    </Hero>
  );
}
