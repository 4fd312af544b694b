// The home page's safari, destination and review cards. Below the hero on every screen, so the page loads them as
// deferred parts (app/components/deferred.tsx): the server's HTML shows them at once, their code follows
// when they come into view.
import { Reveal } from "~/components/ui/reveal";
import { DestinationCard, type DestinationCardData } from "~/features/destinations/destination-card";
import { ReviewCard, type ReviewCardData } from "~/features/reviews/review-card";
import { SafariCard, type SafariCardData } from "~/features/safaris/safari-card";

export function HomeSafariList({ safaris }: { safaris: readonly SafariCardData[] }) {
  return (
    <ul className="card-grid">
      {safaris.map((safari, index) => (
        <Reveal as="li" key={safari.id} delay={index * 100} className="flex">
          <SafariCard safari={safari} />
        </Reveal>
      ))}
    </ul>
  );
}

export function HomeDestinationList({ destinations }: { destinations: readonly DestinationCardData[] }) {
  return (
    <ul className="card-grid">
      {destinations.map((destination, index) => (
        <Reveal as="li" key={destination.slug} delay={index * 100} className="flex">
          <DestinationCard destination={destination} />
        </Reveal>
      ))}
    </ul>
  );
}

export function HomeReviewList({ reviews }: { reviews: readonly ReviewCardData[] }) {
  return (
    <ul className="card-grid">
      {reviews.map((review, index) => (
        <Reveal as="li" key={review.id} delay={index * 100} className="flex">
          <ReviewCard review={review} clamp />
        </Reveal>
      ))}
    </ul>
  );
}
