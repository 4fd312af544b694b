// French texts of the About page (English: ../en/about.ts).
import { defineTranslation } from "~/i18n/translate";
import type { aboutMessages } from "../en/about";

export default defineTranslation<typeof aboutMessages>({
  "about.meta.title": "Qui sommes-nous",
  "about.meta.description":
    "Heartbeest Safari a été fondé en {year} par un guide kényan fort de plus de 20 ans de brousse. Découvrez l’équipe, nos guides et les partenaires de conservation qui accompagnent chacun de nos voyages.",
  "about.hero.eyebrow": "Notre histoire",
  "about.hero.title": "À propos de Heartbeest Safari",
  "about.hero.subtitle": "Votre partenaire de confiance pour vos safaris au Kenya et en Tanzanie depuis {year}.",
  "about.hero.contact": "Nous contacter",
  "about.story.eyebrow": "Depuis {year}",
  "about.story.title": "Notre histoire",
  "about.story.p1":
    "Heartbeest Safari est né en {year} avec un seul Land Cruiser, un seul guide et une idée simple : un safari doit être mené par quelqu’un qui se sent ici chez lui. Notre fondateur a grandi aux portes du Maasai Mara et comptait déjà plus de 20 ans de guidage au Kenya et en Tanzanie lorsqu’il a créé l’entreprise.",
  "about.story.p2":
    "Il l’a baptisée d’après le bubale (hartebeest en anglais), cette antilope patiente qui monte la garde sur une termitière pendant que le troupeau broute : attentive, jamais pressée, toujours aux aguets. C’est encore ainsi que nous voyageons. Notre équipe s’est agrandie, mais chaque itinéraire est conçu à Nairobi par des gens qui ont roulé sur ces pistes, dormi dans ces camps et attendu la traversée au bord de la rivière.",
  "about.story.imageAlt": "Le Land Cruiser d’un guide garé sous un acacia au crépuscule",
  "about.story.years": "{count}+ ans",
  "about.story.yearsLabel": "d’expérience de guide au service de chaque voyage",
  "about.mission.eyebrow": "Ce qui nous anime",
  "about.mission.title": "Notre mission",
  "about.mission.text":
    "Faire découvrir les grands espaces sauvages d’Afrique de l’Est avec honnêteté et exigence : petits groupes, guides locaux experts et camps engagés auprès des populations, pour que les lions, les savanes et les communautés qui vivent à leurs côtés prospèrent encore lorsque vos petits-enfants viendront à leur tour.",
  "about.values.eyebrow": "Nos valeurs",
  "about.values.title": "Ce qui nous tient à cœur",
  "about.value.guides.title": "Des guides experts",
  "about.value.guides.text":
    "Chacun de nos guides justifie d’au moins 7 ans d’expérience sur le terrain et d’une certification en gestion de la faune. Ils lisent les traces, reconnaissent les oiseaux à leur chant et gardent une distance respectueuse pour que les animaux se comportent naturellement.",
  "about.value.sustainable.title": "Un tourisme durable",
  "about.value.sustainable.text":
    "Nous choisissons des camps qui fonctionnent à l’énergie solaire, limitent le nombre de véhicules et louent leurs terres à des propriétaires locaux. Petits groupes et itinéraires bien pensés : moins de poussière, moins de bruit et plus de temps auprès des animaux.",
  "about.value.community.title": "Un impact local",
  "about.value.community.text":
    "10 % de nos bénéfices financent des projets communautaires : bourses scolaires, points d’eau potable et coopératives de perlage tenues par des femmes, dans les villages qui entourent les parcs que nous visitons.",
  "about.approach.eyebrow": "Notre façon de voyager",
  "about.approach.title": "Notre approche",
  "about.approach.intro":
    "Aucun de nos safaris ne ressemble à un autre, parce qu’aucun voyageur ne ressemble à un autre. Tout commence par une conversation, pas par une brochure.",
  "about.approach.step1.title": "D’abord, écouter",
  "about.approach.step1.text":
    "Dites-nous quand vous pouvez partir, qui vous accompagne et ce que vous rêvez de voir. Nous parlons rythme, confort et budget avant de vous proposer le moindre parc.",
  "about.approach.step2.title": "Suivre les saisons",
  "about.approach.step2.text":
    "Nous vous emmenons là où sera la faune le mois de votre voyage, qu’il s’agisse des traversées de la rivière Mara en août ou des naissances dans le Serengeti en février.",
  "about.approach.step3.title": "Rester à vos côtés",
  "about.approach.step3.text":
    "Votre guide vous accompagne de l’aéroport jusqu’au dernier sundowner, et notre bureau de Nairobi reste joignable chaque jour de votre séjour dans la brousse.",
  "about.approach.imageAlt": "Des voyageurs observant des éléphants depuis un véhicule de safari ouvert",
  "about.partners.eyebrow": "Conservation",
  "about.partners.title": "Nos partenaires de conservation",
  "about.partners.intro":
    "Nous travaillons aux côtés d’organisations qui protègent les animaux et les milieux que nos voyageurs viennent découvrir : financements, journées sur le terrain et données issues des observations de nos guides.",
  "about.partner.wildlifeFund": "Wildlife Fund",
  "about.partner.lionTrust": "Lion Trust",
  "about.partner.elephantProject": "Elephant Project",
  "about.partner.rhinoCoalition": "Rhino Coalition",
  "about.cta.title": "Préparons votre safari",
  "about.cta.text":
    "Que ce soit votre premier voyage en Afrique ou votre dixième, nous serions ravis de vous aider à trouver la bonne saison, le bon camp et le bon guide.",
  "about.cta.safaris": "Découvrir nos safaris",
  "about.cta.contact": "Nous contacter",
});
