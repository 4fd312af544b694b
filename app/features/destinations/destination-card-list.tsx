// Destination cards in a grid: the destinations page's list of every destination. Below the hero, the
// highlights and the regions, so the page loads it as a deferred part (app/components/deferred.tsx). Its
// cards are links, which work before the code arrives.
import { Reveal } from "~/components/ui/reveal";
import { DestinationCard, type DestinationCardData } from "./destination-card";

export function DestinationCardList({ destinations }: { destinations: readonly DestinationCardData[] }) {
  return (
    <ul className="card-grid">
      {destinations.map((destination, index) => (
        <Reveal as="li" key={destination.slug} delay={(index % 3) * 100} className="flex">
          <DestinationCard destination={destination} />
        </Reveal>
      ))}
    </ul>
  );
}
