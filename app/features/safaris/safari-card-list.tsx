// Safari cards as another page's section (a destination's, a lodge's): below the fold on every screen, so
// those pages load it as a deferred part (app/components/deferred.tsx). Its cards are links, which work
// before the code arrives.
import { Reveal } from "~/components/ui/reveal";
import { SafariCard, type SafariCardData } from "./safari-card";

export function SafariCardList({ safaris }: { safaris: readonly SafariCardData[] }) {
  return (
    <ul className="card-grid">
      {safaris.map((safari, index) => (
        <Reveal as="li" key={safari.id} delay={(index % 3) * 100} className="flex">
          <SafariCard safari={safari} />
        </Reveal>
      ))}
    </ul>
  );
}
