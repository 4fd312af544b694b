// The Contact page's information panel: office address, phone with its hours, e-mail with the reply promise,
// the chat, and the office's opening hours. The address, phone and e-mail are the operator's own (set at
// /admin/settings/business); the opening hours are the response clock's (set at /admin/settings).
import type { ReactNode } from "react";
import { Link } from "react-router";
import { EmailAddress } from "~/components/email-address";
import { ChatIcon, MailIcon, MapPinIcon, PhoneIcon } from "~/components/ui/icons";
import { useOperatorFacts } from "~/components/use-operator-facts";
import type { OfficeHoursRow } from "~/features/operator-settings/office-hours-table";
import { localHref } from "~/i18n/local-href";
import { contactMessages } from "~/i18n/messages/en/contact";
import { useMessages } from "~/i18n/translate";
import { BUSINESS_TERMS } from "~/utils/constants";

function InfoItem({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <li className="flex gap-4">
      <span
        aria-hidden="true"
        className="inline-flex size-11 shrink-0 items-center justify-center rounded-full bg-white/10 text-ochre-300"
      >
        {icon}
      </span>
      <div className="min-w-0">
        <h3 className="font-semibold text-white">{title}</h3>
        <div className="mt-1 text-sand-200">{children}</div>
      </div>
    </li>
  );
}

/**
 * `replyFigure`: 'We usually reply within 1 hour' from the loader, or null while too few replies were measured.
 * `officeHours`: the response clock's hours as the loader worded them.
 * `phoneHours`: when the phone is answered, as the loader worded them ('Monday – Friday 8 AM – 8 PM, …').
 */
export function ContactInfo({
  replyFigure = null,
  officeHours,
  phoneHours = null,
}: {
  replyFigure?: string | null;
  officeHours: readonly OfficeHoursRow[];
  phoneHours?: string | null;
}) {
  const t = useMessages(contactMessages);
  const operator = useOperatorFacts();
  return (
    <div className="rounded-(--radius-card) bg-charcoal-900 p-6 text-sand-100 sm:p-8">
      <h2 id="contact-info-title" className="font-display text-display-sm text-white">
        {t("contact.info.title")}
      </h2>
      <p className="mt-2 text-sand-200">{t("contact.info.intro")}</p>
      <ul className="mt-8 flex flex-col gap-6">
        {operator.address.length > 0 ? (
          <InfoItem icon={<MapPinIcon className="size-5" />} title={t("contact.info.address")}>
            <address className="not-italic">
              {operator.address.map((line) => (
                <span key={line} className="block">
                  {line}
                </span>
              ))}
            </address>
          </InfoItem>
        ) : null}
        {operator.phone && operator.phoneHref ? (
          <InfoItem icon={<PhoneIcon className="size-5" />} title={t("contact.info.phone")}>
            <a
              href={operator.phoneHref}
              className="font-semibold text-white underline decoration-ochre-400 underline-offset-4 hover:decoration-2"
            >
              {operator.phone}
            </a>
            {phoneHours ? <p className="mt-1 text-sm">{t("contact.info.phoneHours", { hours: phoneHours })}</p> : null}
          </InfoItem>
        ) : null}
        {operator.email ? (
          <InfoItem icon={<MailIcon className="size-5" />} title={t("contact.info.email")}>
            <a
              href={`mailto:${operator.email}`}
              className="font-semibold text-white underline decoration-ochre-400 underline-offset-4 hover:decoration-2"
            >
              <EmailAddress address={operator.email} />
            </a>
            <p className="mt-1 text-sm">{t("contact.info.emailNote", { hours: BUSINESS_TERMS.responseHours })}</p>
            {replyFigure ? <p className="mt-1 text-sm font-semibold text-ochre-200">{replyFigure}</p> : null}
          </InfoItem>
        ) : null}
        <InfoItem icon={<ChatIcon className="size-5" />} title={t("contact.info.chat")}>
          <Link
            to={localHref("/chat")}
            className="font-semibold text-white underline decoration-ochre-400 underline-offset-4 hover:decoration-2"
          >
            {t("contact.info.chatLink")}
          </Link>
          <p className="mt-1 text-sm">{t("contact.info.chatNote")}</p>
          {!operator.email && replyFigure ? (
            <p className="mt-1 text-sm font-semibold text-ochre-200">{replyFigure}</p>
          ) : null}
        </InfoItem>
      </ul>
      <div className="mt-8 border-t border-white/15 pt-6">
        <h3 className="font-semibold text-white">{t("contact.info.officeHours")}</h3>
        <p className="text-sm text-sand-300">{t("contact.info.officeHoursZone")}</p>
        <table className="mt-3 w-full text-sm">
          <caption className="sr-only">{t("contact.info.officeHoursTable")}</caption>
          <thead className="sr-only">
            <tr>
              <th scope="col">{t("contact.info.day")}</th>
              <th scope="col">{t("contact.info.hours")}</th>
            </tr>
          </thead>
          <tbody>
            {officeHours.map((row) => (
              <tr key={row.days} className="border-b border-white/10 last:border-0">
                <th scope="row" className="py-2 pr-4 text-left font-normal text-sand-200">
                  {row.days}
                </th>
                <td className="py-2 text-right font-semibold text-white">{row.hours ?? t("contact.info.closed")}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
