// The traveller's other enquiries and bookings (same e-mail), and the audit trail of this enquiry, newest first.
import { Link } from "react-router";
import { formatBusinessDateTime } from "~/utils/business-calendar";
import type { EnquiryDetail } from "./enquiry-detail.server";
import { KIND_LABELS } from "./enquiry-stages";
import { Panel } from "./enquiry-ui";

export function TravellerHistory({ history, email }: { history: EnquiryDetail["history"]; email: string }) {
  return (
    <Panel id="enquiry-history" title="Traveller's history">
      {history.length === 0 ? (
        <p className="text-sm text-stone-600">
          {email ? `Nothing else from ${email}.` : "No e-mail address to find their other enquiries by."}
        </p>
      ) : (
        <ul className="space-y-3 text-sm" data-testid="enquiry-history">
          {history.map((other) => (
            <li key={other.id} className="min-w-0">
              <Link to={`/admin/inbox/${other.id}`} className="font-semibold break-words underline underline-offset-4">
                {other.reference}: {other.subject}
              </Link>
              <span className="block text-stone-600">
                {KIND_LABELS[other.kind]} · {other.stageLabel} · {formatBusinessDateTime(other.receivedAt)}
              </span>
              {other.bookingId ? (
                <Link to={`/admin/bookings/${other.bookingId}`} className="text-stone-700 underline underline-offset-4">
                  Booking {other.bookingReference} ({other.bookingStatus})
                </Link>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </Panel>
  );
}

export function AuditTrail({ trail }: { trail: EnquiryDetail["trail"] }) {
  return (
    <Panel id="enquiry-audit" title="Audit trail">
      {trail.length === 0 ? (
        <p className="text-sm text-stone-600">No changes yet.</p>
      ) : (
        <ol className="space-y-2 text-sm" data-testid="enquiry-audit">
          {trail.map((entry) => (
            <li key={entry.id}>
              <span className="block font-medium break-words">{entry.what}</span>
              <span className="block text-stone-600">
                {entry.who} · {formatBusinessDateTime(entry.at)}
              </span>
            </li>
          ))}
        </ol>
      )}
    </Panel>
  );
}
