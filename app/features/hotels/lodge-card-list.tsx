// Lodge cards as a destination page's section: below the fold, so the page loads it as a deferred part
// (app/components/deferred.tsx). Its cards are links, which work before the code arrives.
import { Reveal } from "~/components/ui/reveal";
import { HotelCard, type HotelCardData } from "./hotel-card";

export function LodgeCardList({ lodges }: { lodges: readonly HotelCardData[] }) {
  return (
    <ul className="card-grid">
      {lodges.map((lodge, index) => (
        <Reveal as="li" key={lodge.slug} delay={(index % 3) * 100} className="flex">
          <HotelCard hotel={lodge} />
        </Reveal>
      ))}
    </ul>
  );
}
