// What the package editor's posts answer, for the server and the page alike.
import type { FormRefusal } from "~/features/forms/form-result";
import type { PackageDraft, PackagePart } from "./package-draft";

/** A button that rearranged the draft, or Preview: the draft as it now is, nothing saved. */
export interface DraftAnswer {
  status: "draft";
  draft: PackageDraft;
  /** The id of the control that takes the focus. */
  focus: string | null;
  /** Read out by screen readers. */
  said: string;
  /** The preview shows this draft. */
  preview: boolean;
}

/** One part saved (its own Save): the whole form as posted, that part as saved, nothing else written. */
export interface PartSavedAnswer {
  status: "saved";
  part: PackagePart;
  draft: PackageDraft;
  focus: string;
  /** Shown beside the part's Save button and read out by screen readers. */
  said: string;
}

/** A refused save: the form layer's refusal plus the whole draft, so the form comes back as it was. */
export type EditorRefusal = FormRefusal & { draft?: PackageDraft };

export type EditorActionData = DraftAnswer | PartSavedAnswer | EditorRefusal;

/** A park or lodge a day may name. */
export interface Choice {
  id: number;
  name: string;
}
