// The fixed list of tables staff manage at /admin/{name}. Table and column names in SQL only ever come
// from here (Drizzle table and column objects); a name in a URL or a form is looked up in this list and
// refused when it is not in it.
//
// How the specification's table names map onto our schema (one catalogue, one bookings table):
//   packages, safaris                      -> safari_packages
//   itinerary_days, safari_itineraries     -> itinerary_days
//   bookings, safari_bookings              -> bookings (/admin/bookings opens the bookings inbox; the
//                                             generic table of the same rows is /admin/safari_bookings).
//                                             Its staff_notes column stays in the database but no screen
//                                             edits it: notes are the enquiry's thread (migration 0004
//                                             copied the old notes there).
//   reviews                                -> reviews (every subject)
//   hotel_reviews, safari_reviews,
//   destination_reviews                    -> reviews about a hotel, safari or destination
//   destinations                           -> destinations
//   hotels_lodges                          -> hotels_lodges
//   videos                                 -> videos
//   discount_codes                         -> discount_codes
//   profiles                               -> staff_users (adding one creates a staff account)
//   user_roles                             -> staff_users, showing only each account's role (roles are
//                                             a column of the account, not a table of their own)
//   chat_messages, chatbot_messages        -> chat_messages (there is one chat, answered by staff)
// and tables of our own: inquiries, chat_conversations, the destination detail tables, email_outbox
// (read-only but for Resend) and audit_log (read-only).
import { countDistinct, eq, getTableColumns, inArray, sql } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { DatabaseOrTransaction } from "~/db/client.server";
import {
  ACCOMMODATION_TIERS,
  AUDIT_ACTIONS,
  auditLog,
  BOOKING_SOURCES,
  BOOKING_STATUSES,
  bookings,
  CHAT_SENDERS,
  CHAT_STATUSES,
  COUNTRIES_SERVED,
  CURRENCIES,
  chatConversations,
  chatMessages,
  DISCOUNT_KINDS,
  destinationAccommodationOptions,
  destinationAttractions,
  destinationBestMonths,
  destinations,
  destinationTransportOptions,
  discountCodes,
  EMAIL_STATUSES,
  emailOutbox,
  enquiries,
  hotelsLodges,
  INQUIRY_TYPES,
  inquiries,
  itineraryDays,
  PAYMENT_CHOICES,
  REVIEW_STATUSES,
  REVIEW_SUBJECTS,
  reviews,
  safariPackages,
  staffUsers,
  TRANSPORT_TYPES,
  videos,
} from "~/db/schema";
import { isReservedTopLevelPath } from "~/features/destinations/reserved-paths";
import { QUOTE_CURRENCIES } from "~/features/quotes/rate-book";
import { STAFF_ROLE_LABELS, STAFF_ROLES, type StaffPermission } from "~/features/staff/staff-policy";
import { slugFromName } from "~/utils/slug";
import type {
  ColumnKind,
  ColumnOption,
  ColumnView,
  FieldErrors,
  QuickActionView,
  Row,
  RowLinkView,
  TableView,
} from "./table-types";

export interface ColumnDefinition extends ColumnView {
  column: PgColumn;
}

export interface QuickActionDefinition extends QuickActionView {
  /** The values the action writes, given the row as it is. */
  changes(row: Row): Record<string, unknown>;
  /** What the notice after it says. */
  done: string;
}

/** What every table screen's writes may adjust before they reach the database. */
export interface PrepareInput {
  values: Record<string, unknown>;
  before: Row | null;
}

export interface TableDefinition {
  name: string;
  /** What a role needs to open this screen and use its forms (staff-policy.ts); refused with a 403 otherwise. */
  permission: StaffPermission;
  title: string;
  description: string;
  table: PgTable;
  tableName: string;
  idColumn: PgColumn;
  idKind: "integer" | "text";
  columns: ColumnDefinition[];
  /** Rows this screen shows and writes: e.g. hotel_reviews sees only reviews about hotels. */
  scope?: { key: string; value: string; column: PgColumn };
  defaultSort: { key: string; direction: "asc" | "desc" };
  canCreate: boolean;
  canEdit: boolean;
  canDelete: boolean;
  rowNoun: string;
  labelColumn: string;
  quickActions: QuickActionDefinition[];
  /** Derived values (a slug from a name, publishedAt when a review is published). */
  prepare?: (input: PrepareInput) => Record<string, unknown>;
  /** Rules beyond each column's own, checked after `prepare`. */
  validate?: (values: Record<string, unknown>) => FieldErrors;
  /** Adding goes through another path (staff accounts are made by the authentication library). */
  createKind?: "staff-account";
  /** Pages of each row's own, such as its picture gallery. */
  rowLinks?: RowLinkView[];
  /**
   * Where each row is read in full on a page of its own (a review's read view, an inquiry's enquiry): the
   * list's Open link. What travellers wrote is read there, not edited in a dialog.
   */
  readLinks?: (db: DatabaseOrTransaction, ids: (string | number)[]) => Promise<Record<string, string>>;
  /**
   * What uses a row without a foreign key to it (bookings that took a discount code by its text), counted in
   * the delete's transaction; a row with any is not deleted (409). Foreign keys are counted for every table.
   */
  dependants?: (db: DatabaseOrTransaction, row: Row) => Promise<{ tableName: string; count: number }[]>;
  /** Its words in other languages (content_translations, keyed by entity and id without a foreign key). */
  translationEntity?: "package" | "destination" | "hotel" | "video";
  /** For a read-only list of domain records: where they are changed instead, said when a write is refused. */
  changedOn?: string;
}

type ColumnSpec = Partial<Omit<ColumnView, "key" | "label" | "kind">>;

function columnsOf(table: PgTable): Record<string, PgColumn> {
  return getTableColumns(table) as Record<string, PgColumn>;
}

function options(values: readonly string[], labels: Record<string, string> = {}): ColumnOption[] {
  return values.map((value) => ({ value, label: labels[value] ?? humanise(value) }));
}

function humanise(value: string): string {
  const spaced = value
    .replace(/_/g, " ")
    .replace(/([a-z])([A-Z])/g, "$1 $2")
    .toLowerCase();
  return spaced.charAt(0).toUpperCase() + spaced.slice(1);
}

const TEXT_KINDS: ReadonlySet<ColumnKind> = new Set(["text", "longText", "email", "url", "slug"]);

/** Builds one table's column list; defaults come from the schema (nullability, defaults). */
function defineColumns(table: PgTable, specs: [key: string, label: string, kind: ColumnKind, spec?: ColumnSpec][]) {
  const all = columnsOf(table);
  return specs.map(([key, label, kind, spec = {}]): ColumnDefinition => {
    const column = all[key];
    if (!column) throw new Error(`Column ${key} is not in table ${tableNameOf(table)}`);
    const systemColumn = key === "id" || key === "createdAt" || key === "updatedAt";
    const editable = spec.editable ?? (!systemColumn && kind !== "json");
    const schemaDefault = column.hasDefault ? (column as { default?: unknown }).default : undefined;
    return {
      key,
      label,
      kind,
      defaultValue: ["string", "number", "boolean"].includes(typeof schemaDefault)
        ? (schemaDefault as string | number | boolean)
        : undefined,
      listed: spec.listed ?? false,
      editable,
      nullable: spec.nullable ?? !column.notNull,
      required: spec.required ?? (editable && column.notNull && !column.hasDefault && kind !== "boolean"),
      sortable: spec.sortable ?? !["longText", "lines", "json", "image"].includes(kind),
      searchable: spec.searchable ?? false,
      filterable: spec.filterable ?? false,
      maxLength: spec.maxLength ?? (TEXT_KINDS.has(kind) ? (kind === "longText" ? 10_000 : 500) : undefined),
      ...spec,
      column,
    };
  });
}

function tableNameOf(table: PgTable): string {
  return (table as unknown as Record<symbol, string>)[Symbol.for("drizzle:Name")] ?? "unknown";
}

interface TableSpec
  extends Omit<Partial<TableDefinition>, "table" | "columns" | "tableName" | "idColumn" | "idKind" | "scope"> {
  scope?: { key: string; value: string };
  name: string;
  permission: StaffPermission;
  title: string;
  description: string;
  rowNoun: string;
  labelColumn: string;
}

function defineTable(table: PgTable, columns: ColumnDefinition[], spec: TableSpec): TableDefinition {
  const id = columnsOf(table).id;
  if (!id) throw new Error(`Table ${tableNameOf(table)} has no id column`);
  const withId = columns.some((column) => column.key === "id")
    ? columns
    : [
        ...defineColumns(table, [["id", "ID", id.dataType === "string" ? "text" : "number", { listed: false }]]),
        ...columns,
      ];
  const scopeColumn = spec.scope ? columnsOf(table)[spec.scope.key] : undefined;
  if (spec.scope && !scopeColumn) throw new Error(`Scope column ${spec.scope.key} is not in ${tableNameOf(table)}`);
  return {
    table,
    tableName: tableNameOf(table),
    idColumn: id,
    idKind: id.dataType === "string" ? "text" : "integer",
    columns: withId,
    // Newest first where the screen shows when a row was made, otherwise the newest id first.
    defaultSort: {
      key: withId.some((column) => column.key === "createdAt") ? "createdAt" : "id",
      direction: "desc",
    },
    canCreate: true,
    canEdit: true,
    canDelete: true,
    quickActions: [],
    ...spec,
    scope: spec.scope && scopeColumn ? { ...spec.scope, column: scopeColumn } : undefined,
  };
}

// ---- Shared column lists -------------------------------------------------------------------------------

const packageColumns = defineColumns(safariPackages, [
  ["imageUrl", "Image", "image", { listed: true }],
  ["title", "Title", "text", { listed: true, searchable: true, maxLength: 200 }],
  [
    "slug",
    "Slug",
    "slug",
    { required: false, help: "The address /safaris uses; made from the title when left empty." },
  ],
  ["description", "Description", "longText", { searchable: true }],
  ["durationDays", "Duration (days)", "number", { listed: true, min: 1, max: 60 }],
  [
    "price",
    "Price",
    "money",
    { listed: true, min: 0, currencyKey: "currency", help: "Empty means 'Contact for pricing'." },
  ],
  ["currency", "Currency", "enum", { options: options(CURRENCIES, { KES: "KES", USD: "USD" }) }],
  ["pricePerPerson", "Price is per person", "boolean"],
  ["location", "Location", "text", { searchable: true }],
  ["featuredVideoUrl", "Featured video URL", "url"],
  ["highlights", "Highlights", "lines", { help: "One per line." }],
  ["included", "Included", "lines", { help: "One per line." }],
  ["excluded", "Not included", "lines", { help: "One per line." }],
  ["isFeatured", "Featured", "boolean", { listed: true }],
  // Archived packages are off the site and closed for booking; the package editor archives and restores them.
  ["archivedAt", "Archived", "datetime", { listed: true, editable: false, filterable: false }],
  ["createdAt", "Created", "datetime", { listed: true }],
  ["updatedAt", "Updated", "datetime"],
]);

const itineraryColumns = defineColumns(itineraryDays, [
  ["safariId", "Safari", "foreignKey", { listed: true, references: "packages", filterable: false }],
  ["dayNumber", "Day", "number", { listed: true, min: 1, max: 60 }],
  ["title", "Title", "text", { listed: true, searchable: true, maxLength: 200 }],
  ["description", "Description", "longText", { searchable: true }],
  ["accommodation", "Accommodation", "text", { listed: true }],
  [
    "hotelId",
    "Lodge",
    "foreignKey",
    {
      references: "hotels_lodges",
      help: "When the night is at one of our lodges: its name links to the lodge's page.",
    },
  ],
  ["meals", "Meals", "text"],
  ["createdAt", "Created", "datetime"],
]);

const bookingColumns = defineColumns(bookings, [
  ["reference", "Reference", "text", { listed: true, searchable: true, editable: false }],
  ["status", "Status", "enum", { listed: true, filterable: true, options: options(BOOKING_STATUSES) }],
  [
    "source",
    "Source",
    "enum",
    { options: options(BOOKING_SOURCES, { safari_form: "Safari page form", booking_flow: "Booking flow" }) },
  ],
  ["name", "Name", "text", { listed: true, searchable: true, maxLength: 200 }],
  ["email", "Email", "email", { listed: true, searchable: true }],
  ["phone", "Phone", "text", { searchable: true, maxLength: 50 }],
  ["country", "Country", "text"],
  ["safariId", "Safari", "foreignKey", { references: "packages" }],
  ["packageTitle", "Package", "text", { listed: true, searchable: true }],
  ["adults", "Adults", "number", { min: 1, max: 20 }],
  ["children", "Children", "number", { min: 0, max: 20 }],
  ["arrivalDate", "Arrival", "date", { listed: true }],
  ["departureDate", "Departure", "date"],
  // What the traveller wrote is read on the booking's page, never rewritten.
  ["message", "Message", "longText", { editable: false }],
  ["specialRequests", "Special requests", "longText", { editable: false }],
  [
    "paymentChoice",
    "Payment",
    "enum",
    { options: options(PAYMENT_CHOICES, { mpesa: "M-Pesa", quote: "Quote first" }) },
  ],
  ["totalAmount", "Total", "money", { min: 0, currencyKey: "currency" }],
  ["depositAmount", "Deposit", "money", { min: 0, currencyKey: "currency" }],
  ["currency", "Currency", "enum", { options: options(CURRENCIES, { KES: "KES", USD: "USD" }) }],
  ["createdAt", "Received", "datetime", { listed: true }],
]);

function reviewColumns(subject: (typeof REVIEW_SUBJECTS)[number] | null) {
  return defineColumns(reviews, [
    ["userName", "Name", "text", { listed: true, searchable: true, maxLength: 200 }],
    ["email", "Email", "email", { searchable: true }],
    ["rating", "Rating", "number", { listed: true, min: 1, max: 5 }],
    ["comment", "Comment", "longText", { listed: true, searchable: true, maxLength: 5000 }],
    ["status", "Status", "enum", { listed: true, filterable: true, options: options(REVIEW_STATUSES) }],
    ...(subject === null
      ? ([
          ["subjectType", "About", "enum", { listed: true, filterable: true, options: options(REVIEW_SUBJECTS) }],
        ] as const)
      : []),
    ...(subject === null || subject === "safari"
      ? ([["safariId", "Safari", "foreignKey", { references: "packages", listed: subject === "safari" }]] as const)
      : []),
    ...(subject === null || subject === "hotel"
      ? ([["hotelId", "Hotel", "foreignKey", { references: "hotels_lodges", listed: subject === "hotel" }]] as const)
      : []),
    ...(subject === null || subject === "destination"
      ? ([
          [
            "destinationId",
            "Destination",
            "foreignKey",
            { references: "destinations", listed: subject === "destination" },
          ],
        ] as const)
      : []),
    ["createdAt", "Received", "datetime", { listed: true }],
    ["publishedAt", "Published", "datetime", { editable: false }],
  ] as [string, string, ColumnKind, ColumnSpec?][]);
}

const reviewActions: QuickActionDefinition[] = [
  {
    intent: "approve",
    label: "Approve",
    tone: "primary",
    when: { column: "status", values: ["pending", "hidden"] },
    changes: (row) => ({
      status: "published",
      publishedAt: row.publishedAt ? new Date(String(row.publishedAt)) : new Date(),
    }),
    done: "Review approved: it now shows on the site.",
  },
  {
    intent: "hide",
    label: "Hide",
    tone: "danger",
    when: { column: "status", values: ["pending", "published"] },
    changes: () => ({ status: "hidden" }),
    done: "Review hidden from the site.",
  },
];

function prepareReview({ values, before }: PrepareInput) {
  // Publishing from the edit form stamps the moment, as Approve does.
  if (values.status === "published" && !before?.publishedAt) return { ...values, publishedAt: new Date() };
  return values;
}

function slugFrom(field: string) {
  return ({ values, before }: PrepareInput) => {
    if (typeof values.slug === "string" && values.slug) return values;
    if (before && values.slug === undefined) return values;
    const source = values[field] ?? before?.[field];
    return { ...values, slug: typeof source === "string" ? slugFromName(source) : values.slug };
  };
}

const DECIMAL_DEGREES = /^-?\d{1,3}(?:\.\d{1,8})?$/;

/** A lodge's latitude and longitude as typed ("-1.402") become numbers; anything else is left for the rules. */
function lodgePosition({ values }: PrepareInput): Record<string, unknown> {
  const prepared = { ...values };
  for (const key of ["latitude", "longitude"]) {
    const typed = prepared[key];
    if (typeof typed === "string" && DECIMAL_DEGREES.test(typed.trim())) prepared[key] = Number(typed.trim());
  }
  return prepared;
}

/** Both or neither (a map needs the two), each a number of degrees in range. */
function lodgePositionRules(values: Record<string, unknown>): FieldErrors {
  const errors: FieldErrors = {};
  const limits = { latitude: 90, longitude: 180 } as const;
  for (const [key, limit] of Object.entries(limits)) {
    const value = values[key];
    if (value === null || value === undefined) continue;
    if (typeof value !== "number") errors[key] = "Please enter decimal degrees, e.g. -1.402";
    else if (Math.abs(value) > limit) errors[key] = `Must be between -${limit} and ${limit}`;
  }
  const given = (key: string) => values[key] !== null && values[key] !== undefined;
  if (given("latitude") !== given("longitude")) {
    errors[given("latitude") ? "longitude" : "latitude"] ??= "Give both latitude and longitude, or neither";
  }
  return errors;
}

const currencyLabels = Object.fromEntries(QUOTE_CURRENCIES.map((code) => [code, code]));

/** A percentage code has a percent and nothing else; an amount code an amount and its currency. */
function discountCodeRules(values: Record<string, unknown>): FieldErrors {
  const errors: FieldErrors = {};
  const given = (key: string) => values[key] !== null && values[key] !== undefined;
  if ((values.kind ?? "percent") === "percent") {
    if (!given("percentOff")) errors.percentOff = "A percentage code needs the percent off";
    if (given("amountOff")) errors.amountOff = "Leave empty for a percentage code";
    if (given("currency")) errors.currency = "Leave empty for a percentage code";
  } else {
    if (!given("amountOff")) errors.amountOff = "An amount code needs the amount off";
    if (!given("currency")) errors.currency = "An amount code needs its currency";
    if (given("percentOff")) errors.percentOff = "Leave empty for an amount code";
  }
  if (given("usageLimit") && given("timesUsed") && Number(values.timesUsed) > Number(values.usageLimit)) {
    errors.usageLimit = "The code has already been used more times than this";
  }
  return errors;
}

const staffColumns = defineColumns(staffUsers, [
  ["name", "Full name", "text", { listed: true, searchable: true, maxLength: 200 }],
  ["email", "Email", "email", { listed: true, searchable: true }],
  ["phone", "Phone", "text", { listed: true, maxLength: 50 }],
  ["role", "Role", "enum", { listed: true, options: options(STAFF_ROLES, STAFF_ROLE_LABELS) }],
  ["banned", "Blocked from signing in", "boolean", { listed: true, nullable: false }],
  ["createdAt", "Created", "datetime", { listed: true }],
]);

const chatMessageColumns = defineColumns(chatMessages, [
  ["conversationId", "Conversation", "foreignKey", { listed: true, references: "chat_conversations", editable: false }],
  ["sender", "From", "enum", { listed: true, filterable: true, options: options(CHAT_SENDERS), editable: false }],
  ["body", "Message", "longText", { listed: true, searchable: true, editable: false }],
  ["createdAt", "Sent", "datetime", { listed: true }],
]);

/** Each row opens at `path(id)`, the same for every row. */
function readAt(path: (id: string) => string) {
  return async (_db: DatabaseOrTransaction, ids: (string | number)[]) =>
    Object.fromEntries(ids.map((id) => [String(id), path(String(id))]));
}

/** An inquiry is read, answered and noted on as its enquiry in the inbox. */
async function enquiryOfInquiry(db: DatabaseOrTransaction, ids: (string | number)[]) {
  const numeric = ids.map(Number).filter((id) => Number.isInteger(id));
  if (numeric.length === 0) return {};
  const rows = await db
    .select({ id: enquiries.id, inquiryId: enquiries.inquiryId })
    .from(enquiries)
    .where(inArray(enquiries.inquiryId, numeric));
  return Object.fromEntries(rows.map((row) => [String(row.inquiryId), `/admin/inbox/${row.id}`]));
}

/** Bookings of the packages whose itinerary nights are at this lodge. */
async function bookingsStayingAtLodge(db: DatabaseOrTransaction, row: Row) {
  const [found] = await db
    .select({ count: countDistinct(bookings.id) })
    .from(bookings)
    .innerJoin(itineraryDays, eq(itineraryDays.safariId, bookings.safariId))
    .where(eq(itineraryDays.hotelId, Number(row.id)));
  const count = Number(found?.count ?? 0);
  return count > 0 ? [{ tableName: "bookings", count }] : [];
}

/** Bookings that took the code: they keep the code's text, not a key, so the database cannot count them. */
async function bookingsWithCode(db: DatabaseOrTransaction, row: Row) {
  const [found] = await db
    .select({ count: countDistinct(bookings.id) })
    .from(bookings)
    .where(sql`upper(${bookings.discountCode}) = upper(${String(row.code)})`);
  const count = Number(found?.count ?? 0);
  return count > 0 ? [{ tableName: "bookings", count }] : [];
}

const bookingPage = readAt((id) => `/admin/bookings/${id}`);
/** People are invited, given a role, blocked and removed on the Staff page, never in a generic dialog. */
const staffPage = readAt(() => "/admin/staff");

/**
 * Domain records (bookings, enquiries, chats, staff accounts) are changed only on their own screens, which
 * enforce their rules; their generic screens are lists that link there, and the generic action handler refuses
 * every add, edit, delete and one-click action on them (403).
 */
const STAFF_CHANGED_ON = "People are invited, given a role and blocked on the Staff page (/admin/staff).";
const CHAT_CHANGED_ON = "Chats are answered and closed as their enquiry in the inbox (/admin/inbox).";

const READ_ONLY: Pick<TableDefinition, "canCreate" | "canEdit" | "canDelete" | "quickActions"> = {
  canCreate: false,
  canEdit: false,
  canDelete: false,
  quickActions: [],
};

const packageEditorPage = readAt((id) => `/admin/packages/${id}`);

/** A day opens its package's editor, at the day's heading. */
async function packageEditorOfDay(db: DatabaseOrTransaction, ids: (string | number)[]) {
  const numeric = ids.map(Number).filter((id) => Number.isInteger(id));
  if (numeric.length === 0) return {};
  const rows = await db
    .select({ id: itineraryDays.id, safariId: itineraryDays.safariId })
    .from(itineraryDays)
    .where(inArray(itineraryDays.id, numeric));
  return Object.fromEntries(
    rows.map((row) => [String(row.id), `/admin/packages/${row.safariId}#day-${row.id}-heading`]),
  );
}
const reviewPage = readAt((id) => `/admin/reviews/${id}`);

/** The row's gallery of pictures (app/routes/admin/galleries.tsx). */
function galleryLink(owner: "safari" | "destination" | "hotel"): RowLinkView {
  return { label: "Pictures", href: `/admin/galleries/${owner}/{id}` };
}

/** The record's words in German, French, Italian and Spanish (/admin/translations/{entity}/{id}). */
function translationsLink(entity: "package" | "destination" | "hotel" | "video"): RowLinkView {
  return { label: "Translations", href: `/admin/translations/${entity}/{id}` };
}

// ---- The registry --------------------------------------------------------------------------------------

const definitions: TableDefinition[] = [
  // Packages and their days are lists here: each opens the package editor, the one screen that keeps a package's
  // rules (a package with bookings is archived, never deleted; days saved with their package). Add opens it too.
  defineTable(safariPackages, packageColumns, {
    name: "packages",
    permission: "content",
    title: "Packages",
    description: "The safari packages travellers browse and book. Open one to edit, archive or delete it.",
    rowNoun: "package",
    labelColumn: "title",
    canEdit: false,
    canDelete: false,
    readLinks: packageEditorPage,
    rowLinks: [galleryLink("safari")],
    prepare: slugFrom("title"),
  }),
  defineTable(safariPackages, packageColumns, {
    name: "safaris",
    permission: "content",
    title: "Safaris",
    description: "The safari packages travellers browse and book (the same list as Packages). Open one to edit it.",
    rowNoun: "safari",
    labelColumn: "title",
    canEdit: false,
    canDelete: false,
    readLinks: packageEditorPage,
    rowLinks: [galleryLink("safari")],
    prepare: slugFrom("title"),
  }),
  defineTable(itineraryDays, itineraryColumns, {
    name: "itinerary_days",
    permission: "content",
    title: "Itinerary days",
    description: "Day-by-day programme of each safari. Open a day to edit it with its package.",
    rowNoun: "itinerary day",
    labelColumn: "title",
    canCreate: false,
    canEdit: false,
    canDelete: false,
    readLinks: packageEditorOfDay,
    defaultSort: { key: "dayNumber", direction: "asc" },
  }),
  defineTable(itineraryDays, itineraryColumns, {
    name: "safari_itineraries",
    permission: "content",
    title: "Safari itineraries",
    description: "Day-by-day programme of each safari (the same list as Itinerary days). Open a day to edit it.",
    rowNoun: "itinerary day",
    labelColumn: "title",
    canCreate: false,
    canEdit: false,
    canDelete: false,
    readLinks: packageEditorOfDay,
    defaultSort: { key: "dayNumber", direction: "asc" },
  }),
  defineTable(bookings, bookingColumns, {
    name: "bookings",
    permission: "inbox",
    title: "Bookings",
    description: "Every booking request, from the safari pages and the booking flow.",
    rowNoun: "booking",
    labelColumn: "reference",
    ...READ_ONLY,
    changedOn:
      "Bookings are changed on each booking's page (/admin/bookings/{id}), where they are cancelled with a reason: a booking is never deleted.",
    readLinks: bookingPage,
  }),
  defineTable(bookings, bookingColumns, {
    name: "safari_bookings",
    permission: "inbox",
    title: "Safari bookings",
    description: "Every booking request as a table (the bookings inbox shows the same rows).",
    rowNoun: "booking",
    labelColumn: "reference",
    ...READ_ONLY,
    changedOn:
      "Bookings are changed on each booking's page (/admin/bookings/{id}), where they are cancelled with a reason: a booking is never deleted.",
    readLinks: bookingPage,
  }),
  defineTable(reviews, reviewColumns(null), {
    name: "reviews",
    permission: "content",
    title: "Reviews",
    description: "Guest reviews. New ones wait here until approved.",
    rowNoun: "review",
    labelColumn: "userName",
    // What the traveller wrote is read and moderated on the review's own page, never edited.
    canEdit: false,
    readLinks: reviewPage,
    quickActions: reviewActions,
    prepare: prepareReview,
  }),
  ...(["hotel", "safari", "destination"] as const).map((subject) =>
    defineTable(reviews, reviewColumns(subject), {
      name: `${subject}_reviews`,
      permission: "content",
      title: `${humanise(subject)} reviews`,
      description: `Guest reviews about a ${subject}.`,
      rowNoun: "review",
      labelColumn: "userName",
      scope: { key: "subjectType", value: subject },
      canEdit: false,
      readLinks: reviewPage,
      quickActions: reviewActions,
      prepare: prepareReview,
    }),
  ),
  defineTable(
    destinations,
    defineColumns(destinations, [
      ["heroImage", "Image", "image", { listed: true }],
      ["name", "Name", "text", { listed: true, searchable: true, maxLength: 200 }],
      [
        "slug",
        "Slug",
        "slug",
        { required: false, help: "The page's address (/{slug}); made from the name when left empty." },
      ],
      ["region", "Region", "text", { listed: true, searchable: true }],
      [
        "country",
        "Country",
        "enum",
        {
          listed: true,
          filterable: true,
          options: options(COUNTRIES_SERVED, { Kenya: "Kenya", Tanzania: "Tanzania" }),
        },
      ],
      ["overview", "Overview", "longText", { searchable: true }],
      ["infoNote", "Note", "longText"],
      ["bestTimeReason", "Why these months", "longText"],
      ["isFeatured", "Featured", "boolean", { listed: true }],
      ["createdAt", "Created", "datetime"],
    ]),
    {
      name: "destinations",
      permission: "content",
      title: "Destinations",
      description: "Parks and regions, each with its own page.",
      rowNoun: "destination",
      labelColumn: "name",
      rowLinks: [galleryLink("destination"), translationsLink("destination")],
      translationEntity: "destination",
      defaultSort: { key: "name", direction: "asc" },
      prepare: slugFrom("name"),
      validate: (values): FieldErrors =>
        typeof values.slug === "string" && isReservedTopLevelPath(values.slug)
          ? { slug: "This address belongs to a page of the site; please choose another slug." }
          : {},
    },
  ),
  defineTable(
    destinationAttractions,
    defineColumns(destinationAttractions, [
      ["destinationId", "Destination", "foreignKey", { listed: true, references: "destinations" }],
      ["image", "Image", "image", { listed: true }],
      ["name", "Name", "text", { listed: true, searchable: true }],
      ["description", "Description", "longText", { searchable: true }],
      ["createdAt", "Created", "datetime"],
    ]),
    {
      name: "destination_attractions",
      permission: "content",
      title: "Destination attractions",
      description: "What to see at each destination.",
      rowNoun: "attraction",
      labelColumn: "name",
    },
  ),
  defineTable(
    destinationTransportOptions,
    defineColumns(destinationTransportOptions, [
      ["destinationId", "Destination", "foreignKey", { listed: true, references: "destinations" }],
      [
        "type",
        "Type",
        "enum",
        { listed: true, options: options(TRANSPORT_TYPES, { road: "By road", flight: "By air" }) },
      ],
      ["duration", "Duration", "text", { listed: true }],
      ["description", "Description", "longText", { listed: true }],
    ]),
    {
      name: "destination_transport_options",
      permission: "content",
      title: "Getting there",
      description: "How travellers reach each destination.",
      rowNoun: "transport option",
      labelColumn: "type",
    },
  ),
  defineTable(
    destinationAccommodationOptions,
    defineColumns(destinationAccommodationOptions, [
      ["destinationId", "Destination", "foreignKey", { listed: true, references: "destinations" }],
      ["type", "Tier", "enum", { listed: true, options: options(ACCOMMODATION_TIERS, { midRange: "Mid-range" }) }],
      ["description", "Description", "longText", { listed: true }],
    ]),
    {
      name: "destination_accommodation_options",
      permission: "content",
      title: "Accommodation options",
      description: "Where to stay at each destination, by budget.",
      rowNoun: "accommodation option",
      labelColumn: "type",
    },
  ),
  defineTable(
    destinationBestMonths,
    defineColumns(destinationBestMonths, [
      ["destinationId", "Destination", "foreignKey", { listed: true, references: "destinations" }],
      ["monthNumber", "Month (1-12)", "number", { listed: true, min: 1, max: 12 }],
    ]),
    {
      name: "destination_best_months",
      permission: "content",
      title: "Best months",
      description: "The best months to visit each destination.",
      rowNoun: "best month",
      labelColumn: "monthNumber",
      defaultSort: { key: "monthNumber", direction: "asc" },
    },
  ),
  defineTable(
    hotelsLodges,
    defineColumns(hotelsLodges, [
      ["imageUrl", "Image", "image", { listed: true }],
      ["name", "Name", "text", { listed: true, searchable: true, maxLength: 200 }],
      [
        "slug",
        "Slug",
        "slug",
        { required: false, help: "The address /hotels-and-lodges uses; made from the name when left empty." },
      ],
      ["location", "Location", "text", { listed: true, searchable: true }],
      ["description", "Description", "longText", { searchable: true }],
      ["destinationId", "Destination", "foreignKey", { references: "destinations" }],
      [
        "rooms",
        "Rooms and tents",
        "lines",
        { help: "One kind of room or tent per line, e.g. '10 tents with en-suite bathrooms'." },
      ],
      ["amenities", "Amenities", "lines", { help: "One per line." }],
      // Typed as text and read as decimal degrees by `lodgePosition`: the generic number field takes whole numbers.
      [
        "latitude",
        "Latitude",
        "text",
        { maxLength: 20, help: "For the map: decimal degrees, south of the equator negative (e.g. -1.402)." },
      ],
      ["longitude", "Longitude", "text", { maxLength: 20, help: "For the map: decimal degrees (e.g. 35.021)." }],
      ["createdAt", "Created", "datetime", { listed: true }],
    ]),
    {
      name: "hotels_lodges",
      permission: "content",
      title: "Hotels & lodges",
      description: "Camps, lodges and hotels shown under Hotels & Lodges.",
      rowNoun: "hotel",
      labelColumn: "name",
      rowLinks: [galleryLink("hotel"), translationsLink("hotel")],
      translationEntity: "hotel",
      prepare: (input) => lodgePosition({ ...input, values: slugFrom("name")(input) }),
      dependants: bookingsStayingAtLodge,
      validate: lodgePositionRules,
    },
  ),
  defineTable(
    videos,
    defineColumns(videos, [
      ["thumbnailUrl", "Thumbnail", "image", { listed: true }],
      ["title", "Title", "text", { listed: true, searchable: true, maxLength: 200 }],
      ["description", "Description", "longText", { searchable: true }],
      [
        "youtubeId",
        "YouTube video id",
        "text",
        { listed: true, maxLength: 20, help: "The part after watch?v= in a YouTube link." },
      ],
      ["fileUrl", "Video file URL", "url"],
      ["publishedAt", "Published", "datetime", { listed: true, editable: true, required: false }],
    ]),
    {
      name: "videos",
      permission: "content",
      title: "Videos",
      description: "The video gallery: YouTube videos (imported or added here) and video files.",
      rowNoun: "video",
      labelColumn: "title",
      rowLinks: [translationsLink("video")],
      translationEntity: "video",
      defaultSort: { key: "publishedAt", direction: "desc" },
    },
  ),
  defineTable(
    discountCodes,
    defineColumns(discountCodes, [
      ["code", "Code", "text", { listed: true, searchable: true, maxLength: 40 }],
      // Description, start date and times used are read in the record's form: with them listed, the table was
      // 1,068 px in the 942 px a 1280 px screen gives it, code and package squeezed to 113 px.
      ["description", "Description", "text", { searchable: true }],
      [
        "kind",
        "Kind",
        "enum",
        { listed: true, filterable: true, options: options(DISCOUNT_KINDS, { percent: "Percentage" }) },
      ],
      ["percentOff", "Percent off", "number", { listed: true, min: 1, max: 100, help: "Percentage codes only." }],
      [
        "amountOff",
        "Amount off (in cents)",
        "number",
        { listed: true, min: 1, help: "Amount codes only, in hundredths of the currency: 5000 is 50.00." },
      ],
      [
        "currency",
        "Currency",
        "enum",
        { options: options(QUOTE_CURRENCIES, currencyLabels), help: "Amount codes only." },
      ],
      ["packageId", "Package", "foreignKey", { listed: true, references: "packages", help: "Empty: every package." }],
      ["validFrom", "Valid from", "date"],
      ["validUntil", "Valid until", "date", { listed: true }],
      ["usageLimit", "Usage limit", "number", { min: 1, help: "How many bookings may use it; empty: no limit." }],
      ["timesUsed", "Times used", "number", { min: 0 }],
      ["active", "Active", "boolean", { listed: true }],
    ]),
    {
      name: "discount_codes",
      permission: "content",
      title: "Discount codes",
      description: "Promotion codes: a percentage or an amount off, for every package or one.",
      rowNoun: "discount code",
      labelColumn: "code",
      validate: discountCodeRules,
      dependants: bookingsWithCode,
    },
  ),
  defineTable(staffUsers, staffColumns, {
    name: "profiles",
    permission: "staff",
    title: "Profiles",
    description:
      "Staff accounts that can sign in to this portal. People are invited, changed and blocked on the Staff page.",
    rowNoun: "admin",
    labelColumn: "email",
    ...READ_ONLY,
    changedOn: STAFF_CHANGED_ON,
    readLinks: staffPage,
  }),
  defineTable(
    staffUsers,
    defineColumns(staffUsers, [
      ["email", "Email", "email", { listed: true, searchable: true, editable: false }],
      ["name", "Full name", "text", { listed: true, searchable: true, editable: false }],
      ["role", "Role", "enum", { listed: true, filterable: true, options: options(STAFF_ROLES, STAFF_ROLE_LABELS) }],
    ]),
    {
      name: "user_roles",
      permission: "staff",
      title: "User roles",
      description: "The role of each staff account.",
      rowNoun: "role",
      labelColumn: "email",
      ...READ_ONLY,
      changedOn: STAFF_CHANGED_ON,
      readLinks: staffPage,
      defaultSort: { key: "email", direction: "asc" },
    },
  ),
  defineTable(chatMessages, chatMessageColumns, {
    name: "chat_messages",
    permission: "inbox",
    title: "Chat messages",
    description: "Every message of the website chat.",
    rowNoun: "message",
    labelColumn: "body",
    ...READ_ONLY,
    changedOn: CHAT_CHANGED_ON,
  }),
  defineTable(chatMessages, chatMessageColumns, {
    name: "chatbot_messages",
    permission: "inbox",
    title: "Chatbot messages",
    description: "Every message of the website chat (the same list as Chat messages).",
    rowNoun: "message",
    labelColumn: "body",
    ...READ_ONLY,
    changedOn: CHAT_CHANGED_ON,
  }),
  defineTable(
    chatConversations,
    defineColumns(chatConversations, [
      ["visitorName", "Visitor", "text", { listed: true, searchable: true, editable: false }],
      ["visitorEmail", "Email", "email", { listed: true, searchable: true, editable: false }],
      ["status", "Status", "enum", { listed: true, filterable: true, options: options(CHAT_STATUSES) }],
      ["lastMessageAt", "Last message", "datetime", { listed: true, editable: false }],
      ["createdAt", "Started", "datetime"],
    ]),
    {
      name: "chat_conversations",
      permission: "inbox",
      title: "Chat conversations",
      description: "Conversations travellers started on the website chat.",
      rowNoun: "conversation",
      labelColumn: "visitorName",
      ...READ_ONLY,
      changedOn: CHAT_CHANGED_ON,
      defaultSort: { key: "lastMessageAt", direction: "desc" },
    },
  ),
  defineTable(
    inquiries,
    // No status column: where an inquiry stands is its enquiry's stage in the one lifecycle, shown in the inbox
    // (the column's stored value stopped following what happened when the inbox took over).
    defineColumns(inquiries, [
      ["name", "Name", "text", { listed: true, searchable: true, maxLength: 200 }],
      ["email", "Email", "email", { listed: true, searchable: true }],
      ["phone", "Phone", "text", { maxLength: 50 }],
      ["inquiryType", "Type", "enum", { listed: true, filterable: true, options: options(INQUIRY_TYPES) }],
      ["subject", "Subject", "text", { listed: true, searchable: true }],
      ["message", "Message", "longText", { searchable: true }],
      ["createdAt", "Received", "datetime", { listed: true }],
    ]),
    {
      name: "inquiries",
      permission: "inbox",
      title: "Inquiries",
      description: "Messages sent through the contact form. Each opens as its enquiry in the inbox, with its stage.",
      rowNoun: "inquiry",
      labelColumn: "subject",
      // Travellers' messages are read (and answered, and noted on, and closed) in the inbox, never edited.
      ...READ_ONLY,
      changedOn: "Inquiries are answered, noted on and closed as their enquiry in the inbox (/admin/inbox).",
      readLinks: enquiryOfInquiry,
    },
  ),
  defineTable(
    emailOutbox,
    defineColumns(emailOutbox, [
      [
        "status",
        "Status",
        "enum",
        {
          listed: true,
          filterable: true,
          options: options(EMAIL_STATUSES, { held: "Held (no SMTP)", composing: "Being written" }),
        },
      ],
      ["toAddress", "To", "email", { listed: true, searchable: true }],
      ["subject", "Subject", "text", { listed: true, searchable: true }],
      // Not listed (read in the row's view): beside it, To and Subject were squeezed to 90 px at 1280 px.
      ["kind", "Kind", "text"],
      // Not searchable: a search through the bodies would let staff guess a link's secret letter by letter.
      ["textBody", "Message", "longText"],
      ["replyTo", "Reply to", "email"],
      ["attempts", "Attempts", "number", { listed: true }],
      ["lastError", "Last error", "longText"],
      ["nextAttemptAt", "Next attempt", "datetime"],
      ["sentAt", "Sent", "datetime", { listed: true }],
      ["createdAt", "Queued", "datetime", { listed: true }],
    ]).map((column) => ({ ...column, editable: false, required: false })),
    {
      name: "email_outbox",
      permission: "audit",
      title: "Email outbox",
      description:
        "Every e-mail the site sends, with its delivery status. Private links in them (trip pages, staff invitations, password resets) show as [hidden]: only their recipient can open them.",
      rowNoun: "e-mail",
      labelColumn: "subject",
      canCreate: false,
      canEdit: false,
      canDelete: false,
      quickActions: [
        {
          intent: "resend",
          label: "Resend",
          tone: "primary",
          when: { column: "status", values: ["failed", "held", "sent"] },
          changes: () => ({
            status: "pending",
            attempts: 0,
            lastError: null,
            nextAttemptAt: new Date(),
            lockedUntil: null,
          }),
          done: "E-mail queued to be sent again.",
        },
      ],
    },
  ),
  defineTable(
    auditLog,
    defineColumns(auditLog, [
      ["createdAt", "When", "datetime", { listed: true }],
      ["actorEmail", "Who", "email", { listed: true, searchable: true }],
      ["action", "Action", "enum", { listed: true, filterable: true, options: options(AUDIT_ACTIONS) }],
      ["tableName", "Table", "text", { listed: true, searchable: true }],
      ["rowId", "Row", "text", { listed: true, searchable: true }],
      ["before", "Before", "json"],
      ["after", "After", "json"],
    ]).map((column) => ({ ...column, editable: false, required: false })),
    {
      name: "audit_log",
      permission: "audit",
      title: "Audit log",
      description: "Every change made in this portal: who, when, and the record before and after.",
      rowNoun: "entry",
      labelColumn: "tableName",
      canCreate: false,
      canEdit: false,
      canDelete: false,
    },
  ),
];

const byName = new Map(definitions.map((definition) => [definition.name, definition]));

/** The table behind /admin/{name}; names match whatever their case (the sidebar says /admin/Bookings). */
export function findTable(name: string | undefined): TableDefinition | null {
  if (!name) return null;
  return byName.get(name.toLowerCase()) ?? null;
}

export function allTables(): readonly TableDefinition[] {
  return definitions;
}

/** The specification's table list, counted on the dashboard in this order. */
export const SPEC_TABLES = [
  "bookings",
  "chat_messages",
  "chatbot_messages",
  "destination_reviews",
  "destinations",
  "discount_codes",
  "hotel_reviews",
  "hotels_lodges",
  "itinerary_days",
  "packages",
  "profiles",
  "reviews",
  "safari_bookings",
  "safari_itineraries",
  "safaris",
  "user_roles",
  "videos",
] as const;

/** The rest of what staff manage, counted below the specification's list. */
export const OWN_TABLES = [
  "safari_reviews",
  "inquiries",
  "chat_conversations",
  "destination_attractions",
  "destination_transport_options",
  "destination_accommodation_options",
  "destination_best_months",
  "email_outbox",
  "audit_log",
] as const;

export function columnOf(definition: TableDefinition, key: string): ColumnDefinition | null {
  return definition.columns.find((column) => column.key === key) ?? null;
}

/** The plain description a screen needs (no Drizzle objects, nothing the browser should not see). */
export function tableView(definition: TableDefinition): TableView {
  return {
    name: definition.name,
    title: definition.title,
    description: definition.description,
    tableName: definition.tableName,
    columns: definition.columns
      .filter((column) => column.key !== definition.scope?.key)
      .map(({ column: _column, ...view }) => view),
    canCreate: definition.canCreate,
    canEdit: definition.canEdit,
    canDelete: definition.canDelete,
    quickActions: definition.quickActions.map(({ changes: _changes, done: _done, ...view }) => view),
    rowNoun: definition.rowNoun,
    labelColumn: definition.labelColumn,
    rowLinks: definition.rowLinks ?? [],
    readsOnOwnPage: Boolean(definition.readLinks),
  };
}
