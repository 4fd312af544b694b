// The dialogs of a table screen: add, edit, view and confirm delete.
import { clsx } from "clsx";
import { Form, Link, useNavigation } from "react-router";
import { InputField, SelectField } from "~/features/forms/fields";
import { useFocusFirstError } from "~/features/forms/focus-first-error";
import { FormAlert } from "~/features/forms/form-alert";
import type { FormRefusal } from "~/features/forms/form-result";
import { RequiredMark } from "~/features/forms/required-mark";
import { STAFF_DIALOG_TONE } from "~/features/forms/staff-field-tones";
import { STAFF_PASSWORD, STAFF_ROLE_LABELS, STAFF_ROLES } from "~/features/staff/staff-policy";
import { RecordDialog } from "./record-dialog";
import { displayValue, RecordDetails, RecordField, shorten } from "./record-fields";
import type { DialogKind } from "./table-page.server";
import type { ColumnOption, Row, TableView } from "./table-types";

interface RecordDialogsProps {
  view: TableView;
  createKind: string | null;
  dialog: DialogKind | null;
  record: Row | null;
  labels: Record<string, Record<string, string>>;
  options: Record<string, ColumnOption[]>;
  closeHref: string;
  /** The last post's refusal: which dialog (`intent`, and the record in `values.id`), its messages, what was typed. */
  actionData?: FormRefusal;
}

const primaryButton =
  "inline-flex min-h-11 items-center justify-center rounded-lg bg-stone-900 px-5 font-semibold text-white hover:bg-stone-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-stone-900 disabled:opacity-60";
const secondaryButton =
  "inline-flex min-h-11 items-center justify-center rounded-lg border border-stone-300 bg-white px-5 font-semibold text-stone-900 hover:bg-stone-100";

function DialogAlert({ message }: { message?: string | null }) {
  if (!message) return null;
  return (
    <div className="mb-4">
      <FormAlert>{message}</FormAlert>
    </div>
  );
}

function usePending(intent: string) {
  const navigation = useNavigation();
  return navigation.state === "submitting" && navigation.formData?.get("intent") === intent;
}

function recordName(view: TableView, record: Row): string {
  const column = view.columns.find((candidate) => candidate.key === view.labelColumn);
  const name = column ? displayValue(column, record, undefined) : "";
  return name && name !== "—" ? shorten(name, 80) : `#${record.id}`;
}

export function RecordDialogs({
  view,
  createKind,
  dialog,
  record,
  labels,
  options,
  closeHref,
  actionData,
}: RecordDialogsProps) {
  const saving = usePending(dialog === "new" ? "create" : dialog === "delete" ? "delete" : "update");
  // Only one of the forms below is drawn at a time: the ref goes to it.
  const formRef = useFocusFirstError(actionData);
  if (!dialog) return null;

  if (dialog !== "new" && !record) {
    return (
      <RecordDialog title={`${view.rowNoun} not found`} closeHref={closeHref}>
        <p className="text-stone-700">This {view.rowNoun} does not exist (it may have been deleted).</p>
      </RecordDialog>
    );
  }

  if (dialog === "delete" && record) {
    const name = recordName(view, record);
    return (
      <RecordDialog
        role="alertdialog"
        title={`Delete this ${view.rowNoun}?`}
        description={`“${name}” will be removed. This cannot be undone.`}
        closeHref={closeHref}
      >
        <DialogAlert message={actionData?.intent === "delete" ? actionData.formError : undefined} />
        <Form method="post" preventScrollReset className="flex flex-wrap justify-end gap-2">
          <input type="hidden" name="intent" value="delete" />
          <input type="hidden" name="id" value={String(record.id)} />
          <Link to={closeHref} preventScrollReset className={secondaryButton} data-autofocus>
            Cancel
          </Link>
          <button type="submit" disabled={saving} className={clsx(primaryButton, "bg-red-700 hover:bg-red-800")}>
            {saving ? "Deleting..." : "Delete"}
          </button>
        </Form>
      </RecordDialog>
    );
  }

  if (dialog === "view" && record) {
    return (
      <RecordDialog title={`${capitalised(view.rowNoun)} ${recordName(view, record)}`} closeHref={closeHref} wide>
        <RecordDetails columns={view.columns} row={record} labels={labels} />
      </RecordDialog>
    );
  }

  const editing = dialog === "edit" && record ? record : null;
  const intent = editing ? "update" : "create";
  const returned =
    actionData && actionData.intent === intent && (!editing || actionData.values.id === String(editing.id))
      ? actionData
      : undefined;
  const errors = returned?.fieldErrors ?? {};
  const entered = returned?.values;

  if (!editing && createKind === "staff-account") {
    return (
      <RecordDialog
        title="Add admin"
        description="The new admin can sign in with this email and password."
        closeHref={closeHref}
      >
        <DialogAlert message={returned?.formError} />
        <Form ref={formRef} method="post" noValidate preventScrollReset className="space-y-4">
          <input type="hidden" name="intent" value="create" />
          <InputField
            id="staff-email"
            name="email"
            label={
              <>
                Email
                <RequiredMark />
              </>
            }
            type="email"
            required
            autoComplete="off"
            defaultValue={entered?.email}
            error={errors.email}
            tone={STAFF_DIALOG_TONE}
          />
          <InputField
            id="staff-password"
            name="password"
            label={
              <>
                Password
                <RequiredMark />
              </>
            }
            type="password"
            required
            autoComplete="new-password"
            hint={`At least ${STAFF_PASSWORD.minLength} characters.`}
            error={errors.password}
            tone={STAFF_DIALOG_TONE}
          />
          <InputField
            id="staff-fullName"
            name="fullName"
            label={
              <>
                Full name
                <RequiredMark />
              </>
            }
            type="text"
            required
            defaultValue={entered?.fullName}
            error={errors.fullName}
            tone={STAFF_DIALOG_TONE}
          />
          <InputField
            id="staff-phone"
            name="phone"
            label="Phone"
            type="text"
            defaultValue={entered?.phone}
            error={errors.phone}
            tone={STAFF_DIALOG_TONE}
          />
          <SelectField
            id="staff-role"
            name="role"
            label="Role"
            defaultValue={entered?.role || "agent"}
            hint="Owners do everything; managers all but staff accounts; agents enquiries and bookings only."
            error={errors.role}
            tone={STAFF_DIALOG_TONE}
          >
            {STAFF_ROLES.map((role) => (
              <option key={role} value={role}>
                {STAFF_ROLE_LABELS[role]}
              </option>
            ))}
          </SelectField>
          <DialogButtons closeHref={closeHref} saving={saving} label="Create admin" />
        </Form>
      </RecordDialog>
    );
  }

  const editable = view.columns.filter((column) => column.editable);
  const readOnly = view.columns.filter((column) => !column.editable && column.key !== "id");
  const multipart = editable.some((column) => column.kind === "image");
  return (
    <RecordDialog
      title={editing ? `Edit ${view.rowNoun}` : `Add ${view.rowNoun}`}
      description={editing ? recordName(view, editing) : undefined}
      closeHref={closeHref}
      wide
    >
      <DialogAlert
        message={
          returned?.formError ?? (Object.keys(errors).length > 0 ? "Please correct the highlighted fields." : undefined)
        }
      />
      {editing && readOnly.length > 0 ? (
        <div className="mb-5 rounded-lg bg-stone-50 p-4">
          <RecordDetails columns={readOnly} row={editing} labels={labels} />
        </div>
      ) : null}
      <Form
        ref={formRef}
        method="post"
        encType={multipart ? "multipart/form-data" : undefined}
        preventScrollReset
        className="space-y-4"
      >
        <input type="hidden" name="intent" value={intent} />
        {editing ? <input type="hidden" name="id" value={String(editing.id)} /> : null}
        <div className="grid gap-4 sm:grid-cols-2">
          {editable.map((column) => (
            <div
              key={column.key}
              className={clsx(["longText", "lines", "image"].includes(column.kind) && "sm:col-span-2")}
            >
              <RecordField
                column={column}
                value={editing ? editing[column.key] : column.defaultValue}
                entered={entered?.[column.key] ?? (entered && column.kind === "boolean" ? "" : undefined)}
                error={errors[column.key]}
                options={options[column.key]}
                currency={currencyOf(view, column.currencyKey, editing, entered)}
              />
            </div>
          ))}
        </div>
        <DialogButtons closeHref={closeHref} saving={saving} label={editing ? "Save changes" : `Add ${view.rowNoun}`} />
      </Form>
    </RecordDialog>
  );
}

function currencyOf(
  view: TableView,
  key: string | undefined,
  row: Row | null,
  entered?: Partial<Record<string, string>>,
) {
  if (!key) return null;
  const value = entered?.[key] ?? row?.[key];
  if (typeof value === "string" && value) return value;
  return view.columns.find((column) => column.key === key)?.options?.[0]?.value ?? null;
}

function capitalised(text: string) {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

function DialogButtons({ closeHref, saving, label }: { closeHref: string; saving: boolean; label: string }) {
  return (
    <div className="flex flex-wrap justify-end gap-2 border-t border-stone-200 pt-4">
      <Link to={closeHref} preventScrollReset className={secondaryButton}>
        Cancel
      </Link>
      <button type="submit" disabled={saving} aria-busy={saving || undefined} className={primaryButton}>
        {saving ? "Saving..." : label}
      </button>
    </div>
  );
}
