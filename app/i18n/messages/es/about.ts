// Spanish texts of the About page (English: ../en/about.ts).
import { defineTranslation } from "~/i18n/translate";
import type { aboutMessages } from "../en/about";

export default defineTranslation<typeof aboutMessages>({
  "about.meta.title": "Quiénes somos",
  "about.meta.description":
    "Heartbeest Safari nació en {year} de la mano de un guía keniano con más de 20 años de experiencia en la sabana. Conozca a nuestro equipo, a nuestros guías y a los socios de conservación que hay detrás de cada viaje.",
  "about.hero.eyebrow": "Nuestra historia",
  "about.hero.title": "Sobre Heartbeest Safari",
  "about.hero.subtitle": "Su compañero de confianza para viajar de safari por Kenia y Tanzania desde {year}.",
  "about.hero.contact": "Contacte con nosotros",
  "about.story.eyebrow": "Desde {year}",
  "about.story.title": "Nuestra historia",
  "about.story.p1":
    "Heartbeest Safari nació en {year} con un Land Cruiser, un guía y una idea sencilla: que un safari debe guiarlo alguien que conoce esta tierra como su casa. Nuestro fundador creció a las puertas del Maasai Mara y llevaba más de 20 años trabajando como guía en Kenia y Tanzania cuando creó la empresa.",
  "about.story.p2":
    "Le puso el nombre del búbalo (hartebeest, en inglés), ese antílope paciente que monta guardia sobre un termitero mientras la manada pasta: alerta, sin prisas, siempre vigilante. Así seguimos viajando hoy. El equipo ha crecido, pero cada itinerario se sigue preparando en Nairobi, con personas que han recorrido esas rutas, han dormido en esos campamentos y han esperado junto al río a que empiece el cruce.",
  "about.story.imageAlt": "El Land Cruiser de un guía aparcado bajo una acacia al anochecer",
  "about.story.years": "Más de {count} años",
  "about.story.yearsLabel": "de experiencia como guía detrás de cada viaje",
  "about.mission.eyebrow": "Lo que nos mueve",
  "about.mission.title": "Nuestra misión",
  "about.mission.text":
    "Mostrar los espacios salvajes de África Oriental con honestidad y buen hacer: grupos reducidos, guías locales expertos y campamentos que devuelven a la tierra lo que reciben, para que los leones, las praderas y las comunidades que viven junto a ellos sigan prosperando cuando sus nietos vengan a verlos.",
  "about.values.eyebrow": "Nuestros valores",
  "about.values.title": "Lo que defendemos",
  "about.value.guides.title": "Guías expertos",
  "about.value.guides.text":
    "Todos nuestros guías tienen al menos 7 años de experiencia sobre el terreno y una titulación en gestión de fauna. Leen las huellas, reconocen las aves por su canto y guardan una distancia respetuosa para que los animales se comporten con naturalidad.",
  "about.value.sustainable.title": "Turismo sostenible",
  "about.value.sustainable.text":
    "Elegimos campamentos que funcionan con energía solar, limitan el número de vehículos y arriendan sus tierras a propietarios locales. Grupos reducidos y rutas bien pensadas significan menos polvo, menos ruido y más tiempo con los animales.",
  "about.value.community.title": "Compromiso con las comunidades",
  "about.value.community.text":
    "Destinamos el 10 % de nuestros beneficios a proyectos comunitarios: becas escolares, puntos de agua potable y cooperativas de mujeres artesanas de abalorios en los pueblos que rodean los parques que visitamos.",
  "about.approach.eyebrow": "Cómo viajamos",
  "about.approach.title": "Nuestra forma de trabajar",
  "about.approach.intro":
    "No hay dos safaris iguales, porque no hay dos viajeros iguales. Empezamos con una conversación, no con un catálogo.",
  "about.approach.step1.title": "Primero, escuchar",
  "about.approach.step1.text":
    "Cuéntenos cuándo puede viajar, quién le acompaña y qué sueña con ver. Antes de proponerle un solo parque, le preguntamos por el ritmo, la comodidad y el presupuesto.",
  "about.approach.step2.title": "Seguir las estaciones",
  "about.approach.step2.text":
    "Le llevamos allí donde estarán los animales el mes en que viaje, ya sean los cruces del río Mara en agosto o los nacimientos del Serengeti en febrero.",
  "about.approach.step3.title": "A su lado en todo momento",
  "about.approach.step3.text":
    "Su guía le acompaña desde el aeropuerto hasta la última copa al atardecer, y nuestra oficina de Nairobi está disponible cada día que pase en la sabana.",
  "about.approach.imageAlt": "Viajeros observando elefantes desde un vehículo de safari descubierto",
  "about.partners.eyebrow": "Conservación",
  "about.partners.title": "Socios de conservación",
  "about.partners.intro":
    "Colaboramos con organizaciones que protegen los animales y los hábitats que nuestros viajeros vienen a ver, con financiación, jornadas de trabajo sobre el terreno y los datos de los avistamientos de nuestros guías.",
  "about.partner.wildlifeFund": "Wildlife Fund",
  "about.partner.lionTrust": "Lion Trust",
  "about.partner.elephantProject": "Elephant Project",
  "about.partner.rhinoCoalition": "Rhino Coalition",
  "about.cta.title": "Preparemos juntos su safari",
  "about.cta.text":
    "Tanto si es su primera vez en África como si es la décima, estaremos encantados de ayudarle a encontrar la época, el campamento y el guía adecuados.",
  "about.cta.safaris": "Ver safaris",
  "about.cta.contact": "Contacte con nosotros",
});
