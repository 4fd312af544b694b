// A member of staff given an enquiry by someone else is told by e-mail, in the transaction that assigns it
// (the portal tells them too, live: admin-shell's poll of /admin/live). Taking one yourself sends nothing.
import { eq } from "drizzle-orm";
import type { DatabaseOrTransaction } from "~/db/client.server";
import { bookings, enquiries, staffUsers } from "~/db/schema";
import { renderEmail } from "~/services/email/email-content";
import { enqueueEmail } from "~/services/email/outbox.server";
import { enquiryReference } from "./enquiry-stages";

export const ENQUIRY_ASSIGNED_EMAIL_KIND = "enquiry_assigned";

export interface AssigneeNotice {
  /** The site's address, for the link to the enquiry in the portal. */
  siteUrl: string;
}

/** Queues the e-mail telling `ownerId` that `enquiryId` is now theirs, unless they assigned it themselves. */
export async function tellAssignee(
  tx: DatabaseOrTransaction,
  notice: AssigneeNotice,
  {
    enquiryId,
    ownerId,
    assignedBy,
    at,
  }: { enquiryId: number; ownerId: string | null; assignedBy: { id: string | null; name: string }; at: Date },
): Promise<void> {
  if (!ownerId || ownerId === assignedBy.id) return;
  const [[owner], [enquiry]] = await Promise.all([
    tx.select({ email: staffUsers.email, name: staffUsers.name }).from(staffUsers).where(eq(staffUsers.id, ownerId)),
    tx
      .select({
        id: enquiries.id,
        kind: enquiries.kind,
        name: enquiries.name,
        subject: enquiries.subject,
        bookingReference: bookings.reference,
      })
      .from(enquiries)
      .leftJoin(bookings, eq(bookings.id, enquiries.bookingId))
      .where(eq(enquiries.id, enquiryId)),
  ]);
  if (!owner || !enquiry) return;
  const reference = enquiryReference(enquiry, enquiry.bookingReference);
  const subject = `${reference} from ${enquiry.name} is now yours`;
  const email = renderEmail(subject, [
    { type: "paragraph", text: `${assignedBy.name} gave you this enquiry.` },
    {
      type: "details",
      rows: [
        ["Traveller", enquiry.name],
        ["About", enquiry.subject],
        ["Open it", `${notice.siteUrl}/admin/inbox/${enquiry.id}`],
      ],
    },
  ]);
  await enqueueEmail(tx, {
    kind: ENQUIRY_ASSIGNED_EMAIL_KIND,
    to: owner.email,
    dedupeKey: `enquiry:${enquiry.id}:assigned:${ownerId}:${at.getTime()}`,
    ...email,
  });
}
