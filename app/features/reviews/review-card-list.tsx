// Review cards in a grid: the reviews page's list. Below the hero and the list's heading and tabs, so the page
// loads it as a deferred part (app/components/deferred.tsx); the cards have nothing to tap.
import { Reveal } from "~/components/ui/reveal";
import { ReviewCard, type ReviewCardData } from "./review-card";

export function ReviewCardList({ reviews }: { reviews: readonly ReviewCardData[] }) {
  return (
    <ul className="card-grid">
      {reviews.map((review, index) => (
        <Reveal as="li" key={review.id} delay={(index % 3) * 80} className="flex">
          <ReviewCard review={review} />
        </Reveal>
      ))}
    </ul>
  );
}
