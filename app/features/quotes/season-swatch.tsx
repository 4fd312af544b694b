// The small colour mark of a season kind. Always beside the season's name in words: colour is never the
// only cue.
import type { SeasonKind } from "./rate-book";

const SWATCH: Record<SeasonKind, string> = {
  high: "bg-ochre-600",
  shoulder: "bg-sand-600",
  green: "bg-acacia-600",
};

export function SeasonSwatch({ kind }: { kind: SeasonKind }) {
  return <span aria-hidden="true" className={`inline-block size-2.5 shrink-0 rounded-full ${SWATCH[kind]}`} />;
}
