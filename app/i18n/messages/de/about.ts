// German texts of the About page (English: ../en/about.ts).
import { defineTranslation } from "~/i18n/translate";
import type { aboutMessages } from "../en/about";

export default defineTranslation<typeof aboutMessages>({
  "about.meta.title": "Über uns",
  "about.meta.description":
    "Heartbeest Safari wurde {year} von einem kenianischen Guide mit über 20 Jahren Erfahrung im Busch gegründet. Lernen Sie unser Team, unsere Guides und die Naturschutzpartner kennen, die hinter jeder Reise stehen.",
  "about.hero.eyebrow": "Unsere Geschichte",
  "about.hero.title": "Über Heartbeest Safari",
  "about.hero.subtitle": "Ihr verlässlicher Partner für Safaris in Kenia und Tansania – seit {year}.",
  "about.hero.contact": "Kontakt aufnehmen",
  "about.story.eyebrow": "Seit {year}",
  "about.story.title": "Unsere Geschichte",
  "about.story.p1":
    "Heartbeest Safari begann {year} mit einem Land Cruiser, einem Guide und einer einfachen Überzeugung: Eine Safari sollte von jemandem geführt werden, für den dieses Land Heimat ist. Unser Gründer wuchs am Rand der Maasai Mara auf und war schon über 20 Jahre als Guide in Kenia und Tansania unterwegs, bevor er das Unternehmen gründete.",
  "about.story.p2":
    "Benannt hat er es nach der Kuhantilope, auf Englisch „Hartebeest“: jener geduldigen Antilope, die auf einem Termitenhügel Wache hält, während die Herde grast – aufmerksam, gelassen und immer wachsam. So reisen wir bis heute. Unser Team ist gewachsen, doch jede Reise wird in Nairobi von Menschen geplant, die die Strecken selbst gefahren sind, in den Camps übernachtet und am Fluss auf die Überquerung der Herden gewartet haben.",
  "about.story.imageAlt": "Der Land Cruiser eines Guides unter einer Akazie in der Abenddämmerung",
  "about.story.years": "{count}+ Jahre",
  "about.story.yearsLabel": "Guide-Erfahrung hinter jeder einzelnen Reise",
  "about.mission.eyebrow": "Was uns antreibt",
  "about.mission.title": "Unsere Mission",
  "about.mission.text":
    "Die wilden Landschaften Ostafrikas ehrlich und mit Sorgfalt zeigen: in kleinen Gruppen, mit erfahrenen einheimischen Guides und in Camps, die etwas zurückgeben – damit die Löwen, das Grasland und die Gemeinschaften, die an ihrer Seite leben, noch immer gedeihen, wenn Ihre Enkel eines Tages hierherkommen.",
  "about.values.eyebrow": "Unsere Werte",
  "about.values.title": "Wofür wir stehen",
  "about.value.guides.title": "Erfahrene Guides",
  "about.value.guides.text":
    "Jeder unserer Guides bringt mindestens 7 Jahre Erfahrung im Feld und eine Zertifizierung im Wildtiermanagement mit. Sie lesen Spuren, erkennen Vögel an ihrem Ruf und halten respektvollen Abstand, damit sich die Tiere ganz natürlich verhalten.",
  "about.value.sustainable.title": "Nachhaltiger Tourismus",
  "about.value.sustainable.text":
    "Wir wählen Camps, die mit Solarstrom arbeiten, die Zahl der Fahrzeuge begrenzen und ihr Land von einheimischen Eigentümern pachten. Kleine Gruppen und gut geplante Routen bedeuten weniger Staub, weniger Lärm und mehr Zeit bei den Tieren.",
  "about.value.community.title": "Engagement vor Ort",
  "about.value.community.text":
    "10 % unseres Gewinns fließen in Gemeindeprojekte: Schulstipendien, Trinkwasserstellen und Perlenkooperativen von Frauen in den Dörfern rund um die Parks, die wir besuchen.",
  "about.approach.eyebrow": "Wie wir reisen",
  "about.approach.title": "Unser Ansatz",
  "about.approach.intro":
    "Keine zwei Safaris, die wir planen, gleichen sich – denn keine zwei Reisenden gleichen sich. Am Anfang steht bei uns ein Gespräch, kein Katalog.",
  "about.approach.step1.title": "Zuerst zuhören",
  "about.approach.step1.text":
    "Erzählen Sie uns, wann Sie reisen können, wer mitkommt und was Sie sich erträumen. Wir fragen nach Tempo, Komfort und Budget, bevor wir auch nur einen einzigen Park vorschlagen.",
  "about.approach.step2.title": "Der Saison folgen",
  "about.approach.step2.text":
    "Wir führen Sie dorthin, wo die Tiere in Ihrem Reisemonat sind – ob zu den Flussüberquerungen am Mara im August oder zur Kalbungszeit in der Serengeti im Februar.",
  "about.approach.step3.title": "Immer an Ihrer Seite",
  "about.approach.step3.text":
    "Ihr Guide begleitet Sie vom Flughafen bis zum letzten Sundowner, und unser Büro in Nairobi ist an jedem Tag Ihrer Safari für Sie erreichbar.",
  "about.approach.imageAlt": "Reisende beobachten Elefanten von einem offenen Safarifahrzeug aus",
  "about.partners.eyebrow": "Naturschutz",
  "about.partners.title": "Unsere Naturschutzpartner",
  "about.partners.intro":
    "Wir arbeiten mit Organisationen zusammen, die die Tiere und Lebensräume schützen, derentwegen unsere Gäste kommen – mit finanzieller Unterstützung, Einsatztagen vor Ort und den Sichtungsdaten unserer Guides.",
  "about.partner.wildlifeFund": "Wildlife Fund",
  "about.partner.lionTrust": "Lion Trust",
  "about.partner.elephantProject": "Elephant Project",
  "about.partner.rhinoCoalition": "Rhino Coalition",
  "about.cta.title": "Planen wir Ihre Safari",
  "about.cta.text":
    "Ob es Ihre erste Reise nach Afrika ist oder Ihre zehnte: Wir helfen Ihnen gern, die richtige Reisezeit, das richtige Camp und den richtigen Guide zu finden.",
  "about.cta.safaris": "Safaris entdecken",
  "about.cta.contact": "Kontakt aufnehmen",
});
