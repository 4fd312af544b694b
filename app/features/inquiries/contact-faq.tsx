// Frequently asked questions, answered from the business terms (cancellation, deposit, balance, reply
// time) so the page never contradicts them. Native <details>: opens with keyboard and without script.
import { ChevronDownIcon } from "~/components/ui/icons";
import { useOperatorFacts } from "~/components/use-operator-facts";
import { contactMessages } from "~/i18n/messages/en/contact";
import { translate, useMessages } from "~/i18n/translate";
import { BUSINESS_TERMS } from "~/utils/constants";
import type { PublicOperatorFacts } from "~/utils/public-operator-facts";

export interface FaqEntry {
  question: string;
  answer: string;
}

/**
 * The questions and answers, also used for the page's FAQPage structured data; the phone is the operator's.
 * `phoneHours` is worded by the server (weekHoursText), so that the browser's Intl never rewords it.
 */
export function contactFaq(operator: Pick<PublicOperatorFacts, "phone">, phoneHours: string | null): FaqEntry[] {
  const t = (id: keyof typeof contactMessages & string, values?: Record<string, string | number>) =>
    translate(contactMessages, id, values);
  return [
    {
      question: t("contact.faq.cancellation.q"),
      answer: t("contact.faq.cancellation.a", { days: BUSINESS_TERMS.freeCancellationDays }),
    },
    {
      question: t("contact.faq.deposit.q"),
      answer: t("contact.faq.deposit.a", { percent: BUSINESS_TERMS.depositPercent }),
    },
    {
      question: t("contact.faq.balance.q"),
      answer: t("contact.faq.balance.a", { days: BUSINESS_TERMS.balanceDueDaysBeforeStart }),
    },
    {
      question: t("contact.faq.response.q"),
      answer: operator.phone
        ? t("contact.faq.response.a", {
            hours: BUSINESS_TERMS.responseHours,
            phoneHours: [operator.phone, phoneHours].filter(Boolean).join(", "),
          })
        : t("contact.faq.response.aNoPhone", { hours: BUSINESS_TERMS.responseHours }),
    },
    { question: t("contact.faq.custom.q"), answer: t("contact.faq.custom.a") },
  ];
}

export function ContactFaq({ phoneHours }: { phoneHours: string | null }) {
  const t = useMessages(contactMessages);
  const operator = useOperatorFacts();
  return (
    <div className="mx-auto max-w-3xl">
      <h2 id="contact-faq-title" className="text-center font-display text-display-lg text-charcoal-900">
        {t("contact.faq.title")}
      </h2>
      <div className="mt-10 divide-y divide-sand-200 rounded-(--radius-card) bg-white shadow-(--shadow-card) ring-1 ring-charcoal-900/5">
        {contactFaq(operator, phoneHours).map((entry) => (
          <details key={entry.question} className="group px-5 sm:px-7">
            <summary className="flex min-h-16 cursor-pointer list-none items-center justify-between gap-4 py-4 font-semibold text-charcoal-900 marker:hidden [&::-webkit-details-marker]:hidden">
              {entry.question}
              <ChevronDownIcon className="size-5 shrink-0 text-ochre-700 transition-transform group-open:rotate-180" />
            </summary>
            <p className="pb-5 text-charcoal-600">{entry.answer}</p>
          </details>
        ))}
      </div>
    </div>
  );
}
