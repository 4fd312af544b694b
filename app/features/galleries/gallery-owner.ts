// Whose gallery a picture belongs to: a safari package, a destination or a lodge (gallery_images holds exactly
// one of the three ids). Shared by the staff page, its forms and the public pages.

export const GALLERY_OWNER_KINDS = ["safari", "destination", "hotel"] as const;
export type GalleryOwnerKind = (typeof GALLERY_OWNER_KINDS)[number];

export interface GalleryOwnerRef {
  kind: GalleryOwnerKind;
  id: number;
}

/** The owner named by /admin/galleries/{kind}/{id}, or null for anything else (an unknown kind, a non-number). */
export function parseGalleryOwner(kind: string | undefined, id: string | undefined): GalleryOwnerRef | null {
  if (!GALLERY_OWNER_KINDS.includes(kind as GalleryOwnerKind)) return null;
  if (!id || !/^[1-9]\d{0,8}$/.test(id)) return null;
  return { kind: kind as GalleryOwnerKind, id: Number(id) };
}

export function galleryManagerPath(owner: GalleryOwnerRef): string {
  return `/admin/galleries/${owner.kind}/${owner.id}`;
}

/** What staff call each owner on the gallery page. */
export const GALLERY_OWNER_NOUNS: Record<GalleryOwnerKind, string> = {
  safari: "package",
  destination: "destination",
  hotel: "lodge",
};
