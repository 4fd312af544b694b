// Placeholders shown while data is really loading (client navigation); hidden from assistive technology,
// which hears the region's aria-busy instead.
import { clsx } from "clsx";

export function Skeleton({ className }: { className?: string }) {
  return <span aria-hidden="true" className={clsx("skeleton block rounded-md", className)} />;
}

export function SkeletonText({ lines = 3, className }: { lines?: number; className?: string }) {
  return (
    <span aria-hidden="true" className={clsx("flex flex-col gap-2", className)}>
      {Array.from({ length: lines }, (_, index) => (
        <Skeleton key={index} className={clsx("h-3.5", index === lines - 1 && lines > 1 ? "w-3/5" : "w-full")} />
      ))}
    </span>
  );
}

/** The shape of a card (media, title, three lines, footer) while its data loads. */
export function SkeletonCard({
  className,
  mediaClassName = "aspect-[4/3]",
}: {
  className?: string;
  mediaClassName?: string;
}) {
  return (
    <div aria-hidden="true" className={clsx("skeleton-card", className)}>
      <Skeleton className={clsx("rounded-none", mediaClassName)} />
      <div className="flex flex-col gap-4 p-5 sm:p-6">
        <Skeleton className="h-5 w-20 rounded-full" />
        <Skeleton className="h-6 w-4/5" />
        <SkeletonText lines={3} />
        <div className="flex items-center justify-between pt-2">
          <Skeleton className="h-5 w-24" />
          <Skeleton className="h-10 w-28 rounded-full" />
        </div>
      </div>
    </div>
  );
}
