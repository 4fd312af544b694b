// /admin/inbox/export.csv: the inbox as the list shows it (the same filters, every page) as a spreadsheet,
// for staff allowed to take travellers' details out of the portal (permission "export": owners and managers).

import { searchTerm } from "~/features/admin-tables/search-term.server";
import { enquiryReference } from "~/features/inbox/enquiry-stages";
import { KIND_SHORT_LABELS, parseInboxFilter, STAGE_LABELS } from "~/features/inbox/inbox-filters";
import { enquiriesForExport, inboxClockSettings, listInboxStaff } from "~/features/inbox/inbox-list.server";
import { requireStaff } from "~/features/staff/staff-session.server";
import { businessToday } from "~/utils/business-calendar";
import { csvField } from "~/utils/csv";
import type { Route } from "./+types/inbox-export";

const HEADER = [
  "Reference",
  "Kind",
  "Received",
  "Name",
  "Email",
  "Subject",
  "Stage",
  "Lost reason",
  "Owner",
  "Source",
  "UTM source",
  "UTM medium",
  "UTM campaign",
  "UTM term",
  "UTM content",
  "Referrer",
  "Landing page",
  "First reply",
  "Office minutes to first reply",
  "Closed",
];

const iso = (value: Date | null) => (value ? value.toISOString() : "");

export async function loader({ request, context }: Route.LoaderArgs) {
  const staff = await requireStaff(request, context, "export");
  // A search no one could type is refused in words, as on every staff list (search-term.server.ts).
  searchTerm(new URL(request.url).searchParams.get("q"));
  const [members, settings] = await Promise.all([listInboxStaff(context.db), inboxClockSettings(context.db)]);
  const { filter } = parseInboxFilter(
    new URL(request.url).searchParams,
    members.map((member) => member.id),
  );
  const rows = await enquiriesForExport(context.db, filter, { staffId: staff.id, now: new Date(), settings });
  context.log.info({ staffId: staff.id, rows: rows.length }, "inbox exported");
  const lines = [
    HEADER,
    ...rows.map((row) => [
      enquiryReference(row, row.reference),
      KIND_SHORT_LABELS[row.kind],
      iso(row.receivedAt),
      row.name,
      row.email,
      row.subject,
      STAGE_LABELS[row.stage],
      row.lostReason,
      row.ownerName ?? (row.ownerId ? "Former staff" : "Unassigned"),
      row.source,
      row.utmSource,
      row.utmMedium,
      row.utmCampaign,
      row.utmTerm,
      row.utmContent,
      row.sourceReferrer,
      row.sourceLandingPath,
      iso(row.firstReplyAt),
      row.minutesToFirstReply,
      iso(row.closedAt),
    ]),
  ];
  // Every field quoted, and none read as a formula by a spreadsheet (csvField).
  const csv = lines.map((line) => line.map(csvField).join(",")).join("\r\n");
  // Nairobi's day, as every other "today" the portal shows.
  const day = businessToday();
  return new Response(`\uFEFF${csv}\r\n`, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="inbox-${day}.csv"`,
      // Never cached, by the server's one rule for /admin (privateUnlessShared).
      "X-Robots-Tag": "noindex, nofollow",
    },
  });
}
