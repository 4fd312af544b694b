// Safari cards in a responsive grid, or the spec's empty state when there are none.
import type { ReactNode } from "react";
import { Reveal } from "~/components/ui/reveal";
import { type StatusAction, StatusState } from "~/components/ui/status-state";
import { SafariCard, type SafariCardData } from "./safari-card";

export interface SafariGridProps {
  safaris: readonly SafariCardData[];
  /** 'No safaris found' and a way onwards, shown when the list is empty. */
  empty: { title: string; description?: ReactNode; action?: StatusAction };
  headingLevel?: 2 | 3 | 4;
}

export function SafariGrid({ safaris, empty, headingLevel = 3 }: SafariGridProps) {
  if (safaris.length === 0) {
    return (
      <StatusState
        kind="empty"
        title={empty.title}
        description={empty.description}
        action={empty.action}
        headingLevel={headingLevel === 2 ? 2 : 3}
      />
    );
  }
  return (
    <ul className="card-grid">
      {safaris.map((safari, index) => (
        <Reveal as="li" key={safari.id} delay={(index % 3) * 100} className="flex">
          <SafariCard safari={safari} headingLevel={headingLevel} />
        </Reveal>
      ))}
    </ul>
  );
}
