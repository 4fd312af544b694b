// /admin/galleries/{safari|destination|hotel}/{id}: the pictures of one package, destination or lodge. Staff
// upload a picture (previewed before it is sent when script runs), describe it (required), set its focal
// point, reorder the gallery and remove pictures; each change is audited and the public pages follow.
import { useEffect, useRef } from "react";
import { data, Link, useActionData, useLoaderData, useNavigation } from "react-router";
import { redirectWithToast } from "~/components/ui/toast.server";
import { formValues } from "~/features/forms/field-errors";
import { FormAlert } from "~/features/forms/form-alert";
import { readFormData } from "~/features/forms/read-form.server";
import { refuse } from "~/features/forms/refuse.server";
import { submitWithRefusals } from "~/features/forms/submit-with-refusals";
import {
  addGalleryPicture,
  findGalleryOwner,
  listGallery,
  type MoveDirection,
  moveGalleryPicture,
  removeGalleryPicture,
  updateGalleryPicture,
} from "~/features/galleries/galleries.server";
import { AddPictureForm, PictureCard } from "~/features/galleries/gallery-manager";
import { GALLERY_OWNER_NOUNS, galleryManagerPath, parseGalleryOwner } from "~/features/galleries/gallery-owner";
import { GALLERY_MAX_FILE_BYTES, GALLERY_MESSAGES } from "~/features/galleries/gallery-schema";
import { Panel, refusalFor } from "~/features/inbox/enquiry-ui";
import { AdminErrorPage } from "~/features/staff/admin-error";
import { PageHeading } from "~/features/staff/admin-shell";
import { staffMeta } from "~/features/staff/staff-meta";
import { requireStaff, requireStaffAction } from "~/features/staff/staff-session.server";
import { mediaStorageFor } from "~/services/storage/media-storage.server";
import type { Route } from "./+types/galleries";

/** The staff forms' limit (server/body-limit.ts): a bigger body is refused before it is read. */
const MAX_FORM_BYTES = 40 * 1024 * 1024;

export const meta: Route.MetaFunction = ({ loaderData }) =>
  staffMeta(loaderData ? `Pictures: ${loaderData.owner.name}` : "Gallery not found");

async function ownerOf(params: Route.LoaderArgs["params"], context: Route.LoaderArgs["context"]) {
  const ref = parseGalleryOwner(params.owner, params.id);
  const owner = ref ? await findGalleryOwner(context.db, ref) : null;
  if (!owner) throw data({ error: "Gallery not found" }, { status: 404 });
  return owner;
}

export async function loader({ request, params, context }: Route.LoaderArgs) {
  await requireStaff(request, context, "content");
  const owner = await ownerOf(params, context);
  const pictures = await listGallery(context.db, owner.ref);
  return { owner, noun: GALLERY_OWNER_NOUNS[owner.ref.kind], pictures };
}

function pictureId(raw: string | undefined): number | null {
  return raw && /^[1-9]\d{0,8}$/.test(raw) ? Number(raw) : null;
}

const GONE =
  "That picture is no longer in this gallery: someone may have removed it. The page now shows the gallery as it is.";

export async function action({ request, params, context }: Route.ActionArgs) {
  const staff = await requireStaffAction(request, context, "content");
  const owner = await ownerOf(params, context);
  const actor = { id: staff.id, email: staff.email };
  const page = galleryManagerPath(owner.ref);
  const storage = mediaStorageFor(context.config);

  // Read only up to the staff forms' limit (the HTTP server refuses more): the words typed come back with a
  // refusal, and only the picture has to be chosen again.
  if (Number(request.headers.get("content-length") ?? 0) > MAX_FORM_BYTES) {
    const tooLarge = GALLERY_MESSAGES.fileTooLarge;
    return refuse(413, { intent: "add", formError: tooLarge, fieldErrors: { file: tooLarge } });
  }
  const formData = await readFormData(request);
  const values = formValues(formData);
  const intent = values.intent ?? "";

  if (intent === "add") {
    const entered = { alt: values.alt ?? "", focalX: values.focalX ?? "", focalY: values.focalY ?? "" };
    const upload = formData.get("file");
    const file = upload instanceof Blob && upload.size > 0 ? upload : null;
    if (file && file.size > GALLERY_MAX_FILE_BYTES) {
      return refuse(413, {
        intent,
        values: entered,
        formError: GALLERY_MESSAGES.fileTooLarge,
        fieldErrors: { file: GALLERY_MESSAGES.fileTooLarge },
      });
    }
    const result = await addGalleryPicture(
      context.db,
      {
        storage,
        limits: {
          maxMegapixels: context.config.UPLOAD_MAX_MEGAPIXELS,
          onStoreFailure: (error) => context.log.error({ err: error }, "picture store failed: upload refused"),
        },
      },
      actor,
      owner.ref,
      { file, ...entered },
    );
    if (!result.ok) {
      return refuse(
        result.status,
        // A busy picture queue is said above the form too (the same picture may be sent again in a minute).
        {
          intent,
          values: entered,
          fieldErrors: result.fieldErrors,
          formError: result.status === 503 ? undefined : null,
        },
        result.status === 503 ? { headers: { "Retry-After": "60" } } : {},
      );
    }
    context.log.info({ galleryImageId: result.value.id, owner: owner.ref }, "gallery picture added");
    return redirectWithToast(`${page}#picture-${result.value.id}`, {
      title: "Picture added.",
      description: "It is on the public page now: check its description and focal point below.",
    });
  }

  const id = pictureId(values.id);
  if (id === null) return refuse(400, { formError: "This request was not understood." });

  if (intent === "save") {
    const entered = { id: String(id), alt: values.alt ?? "", focalX: values.focalX ?? "", focalY: values.focalY ?? "" };
    const result = await updateGalleryPicture(context.db, actor, owner.ref, id, entered);
    if (!result.ok) return refuse(400, { intent, values: entered, fieldErrors: result.fieldErrors, formError: null });
    if (!result.value) return refuse(404, { intent, values: entered, formError: GONE });
    return redirectWithToast(`${page}#picture-${id}`, { title: "Picture saved." });
  }

  if (intent === "move") {
    const direction = values.direction as MoveDirection;
    if (!["up", "down", "first"].includes(direction))
      return refuse(400, { formError: "This request was not understood." });
    const moved = await moveGalleryPicture(context.db, actor, owner.ref, id, direction);
    if (!moved) return refuse(404, { intent, values: { id: String(id) }, formError: GONE });
    return redirectWithToast(`${page}#picture-${id}`, {
      title:
        moved.position === 0
          ? "Picture moved: it is the cover now."
          : `Picture moved: now ${moved.position + 1} of ${moved.count}.`,
    });
  }

  if (intent === "remove") {
    const removed = await removeGalleryPicture(context.db, storage, actor, owner.ref, id, (error, url) =>
      context.log.warn({ err: error, url }, "a removed gallery picture's files could not be deleted"),
    );
    if (!removed) return refuse(404, { intent, values: { id: String(id) }, formError: GONE });
    return redirectWithToast(page, { title: "Picture removed." });
  }

  return refuse(400, { formError: "This request was not understood." });
}

// With script, posts go through the form layer: every refusal (413 and 503 included) shows beside its form.
export const clientAction = (args: Route.ClientActionArgs) => submitWithRefusals(args);

/** After a move with script, focus stays on the button pressed (or its neighbour, if that one is now off). */
function useFocusAfterMove() {
  const navigation = useNavigation();
  const pending = useRef<{ id: string; direction: string } | null>(null);
  if (navigation.formData?.get("intent") === "move") {
    pending.current = {
      id: String(navigation.formData.get("id")),
      direction: String(navigation.formData.get("direction")),
    };
  }
  useEffect(() => {
    if (navigation.state !== "idle" || !pending.current) return;
    const { id, direction } = pending.current;
    pending.current = null;
    const candidates = [`move-${direction}-${id}`, `move-up-${id}`, `move-down-${id}`];
    for (const candidate of candidates) {
      const button = document.getElementById(candidate) as HTMLButtonElement | null;
      if (button && !button.disabled) {
        button.focus();
        return;
      }
    }
  }, [navigation.state]);
}

export default function GalleryPage() {
  const { owner, noun, pictures } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  const refusal = actionData && "status" in actionData && actionData.status === "error" ? actionData : null;
  const addRefusal = refusalFor(refusal, "add");
  // A picture's refusal shows on its card; one about a picture no longer listed shows above the gallery.
  const refused = refusalFor(refusal, "save", "move", "remove");
  const pictureRefusal =
    refused && pictures.some((picture) => String(picture.id) === refused.values.id) ? refused : null;
  const otherRefusal = refusal && !addRefusal && !pictureRefusal ? refusal : null;
  useFocusAfterMove();

  return (
    <>
      <PageHeading
        title={`Pictures: ${owner.name}`}
        description={`The gallery on the ${noun}'s public page, in this order; the first picture is the cover. Every picture needs a description for people who cannot see it.`}
        actions={
          <>
            <Link
              to={owner.publicPath}
              className="inline-flex min-h-11 items-center rounded-lg border border-stone-300 bg-white px-4 text-sm font-semibold text-stone-900 hover:bg-stone-100"
            >
              View the public page
            </Link>
            <Link
              to={owner.tablePath}
              className="inline-flex min-h-11 items-center rounded-lg px-4 text-sm font-semibold text-stone-800 underline underline-offset-4 hover:bg-stone-100"
            >
              Back to the list
            </Link>
          </>
        }
      />
      {otherRefusal?.formError ? (
        <div className="mb-4">
          <FormAlert>{otherRefusal.formError}</FormAlert>
        </div>
      ) : null}
      <div className="grid gap-4 xl:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] xl:items-start xl:gap-6">
        <Panel id="gallery-add" title="Add a picture" className="xl:sticky xl:top-4">
          <AddPictureForm
            key={addRefusal ? `refused-${addRefusal.code}-${JSON.stringify(addRefusal.fieldErrors)}` : "new"}
            refusal={addRefusal}
            busy={busy}
            ownerName={owner.name}
          />
        </Panel>
        <Panel id="gallery-pictures" title={pictures.length === 1 ? "1 picture" : `${pictures.length} pictures`}>
          {pictures.length === 0 ? (
            <p className="text-sm text-stone-600">
              No pictures yet: the public page shows no gallery until the first is added.
            </p>
          ) : (
            <ol className="space-y-4" aria-label="Pictures in order">
              {pictures.map((picture, index) => {
                const own = pictureRefusal && pictureRefusal.values.id === String(picture.id) ? pictureRefusal : null;
                return (
                  <PictureCard
                    key={`${picture.id}-${picture.alt}-${picture.focalX}-${picture.focalY}-${own ? "refused" : "saved"}`}
                    picture={picture}
                    index={index}
                    count={pictures.length}
                    refusal={own}
                    busy={busy}
                  />
                );
              })}
            </ol>
          )}
        </Panel>
      </div>
    </>
  );
}

export function ErrorBoundary() {
  return <AdminErrorPage />;
}
