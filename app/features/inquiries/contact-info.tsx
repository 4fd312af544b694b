// The Contact page's information panel: office address, phone with its hours, e-mail with the reply
// promise, and office opening hours, all from the company constants.
import type { ReactNode } from "react";
import { MailIcon, MapPinIcon, PhoneIcon } from "~/components/ui/icons";
import { contactMessages } from "~/i18n/messages/en/contact";
import { useMessages } from "~/i18n/translate";
import { BUSINESS_TERMS, COMPANY } from "~/utils/constants";

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

/** `replyFigure`: 'We usually reply within 1 hour' from the loader, or null while too few replies were measured. */
export function ContactInfo({ replyFigure = null }: { replyFigure?: string | null }) {
  const t = useMessages(contactMessages);
  return (
    <div className="rounded-(--radius-card) bg-charcoal-900 p-6 text-sand-100 sm:p-8">
      <h2 id="contact-info-title" className="font-display text-display-sm text-white">
        {t("contact.info.title")}
      </h2>
      <p className="mt-2 text-sand-200">{t("contact.info.intro")}</p>
      <ul className="mt-8 flex flex-col gap-6">
        <InfoItem icon={<MapPinIcon className="size-5" />} title={t("contact.info.address")}>
          <address className="not-italic">
            {COMPANY.postalAddress.map((line) => (
              <span key={line} className="block">
                {line}
              </span>
            ))}
          </address>
        </InfoItem>
        <InfoItem icon={<PhoneIcon className="size-5" />} title={t("contact.info.phone")}>
          <a
            href={`tel:${COMPANY.phone.replace(/[^\d+]/g, "")}`}
            className="font-semibold text-white underline decoration-ochre-400 underline-offset-4 hover:decoration-2"
          >
            {COMPANY.phone}
          </a>
          <p className="mt-1 text-sm">{t("contact.info.phoneHours", { hours: BUSINESS_TERMS.phoneHours })}</p>
        </InfoItem>
        <InfoItem icon={<MailIcon className="size-5" />} title={t("contact.info.email")}>
          <a
            href={`mailto:${COMPANY.email}`}
            className="font-semibold break-all text-white underline decoration-ochre-400 underline-offset-4 hover:decoration-2"
          >
            {COMPANY.email}
          </a>
          <p className="mt-1 text-sm">{t("contact.info.emailNote", { hours: BUSINESS_TERMS.responseHours })}</p>
          {replyFigure ? <p className="mt-1 text-sm font-semibold text-ochre-200">{replyFigure}</p> : null}
        </InfoItem>
      </ul>
      <div className="mt-8 border-t border-white/15 pt-6">
        <h3 className="font-semibold text-white">{t("contact.info.officeHours")}</h3>
        <table className="mt-3 w-full text-sm">
          <caption className="sr-only">{t("contact.info.officeHoursTable")}</caption>
          <thead className="sr-only">
            <tr>
              <th scope="col">{t("contact.info.day")}</th>
              <th scope="col">{t("contact.info.hours")}</th>
            </tr>
          </thead>
          <tbody>
            {BUSINESS_TERMS.officeHours.map(([day, hours]) => (
              <tr key={day} className="border-b border-white/10 last:border-0">
                <th scope="row" className="py-2 pr-4 text-left font-normal text-sand-200">
                  {day}
                </th>
                <td className="py-2 text-right font-semibold text-white">{hours}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
