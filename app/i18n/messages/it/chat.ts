// Italian texts of the /chat page (a traveller's conversation with the team) and of the staff's e-mail about a new conversation (English: ../en/chat.ts).
import { defineTranslation } from "~/i18n/translate";
import type { chatMessages } from "../en/chat";

export default defineTranslation<typeof chatMessages>({
  "chat.meta.title": "Chattate con il nostro team",
  "chat.meta.description":
    "Chiedete ai nostri consulenti di safari a Nairobi tutto ciò che volete sapere sul vostro viaggio, e leggete qui le loro risposte.",

  "chat.hero.eyebrow": "Chat dal vivo",
  "chat.hero.title": "Parlate con un consulente di safari",
  "chat.hero.subtitle":
    "Domande su una stagione, un lodge o un itinerario? Scriveteci qui: vi risponderanno le persone che organizzano i nostri safari, di solito nel giro di pochi minuti durante l’orario d’ufficio.",

  "chat.start.title": "Iniziate una conversazione",
  "chat.start.intro":
    "Diteci chi siete e che cosa desiderate sapere. Conserviamo la conversazione in questo browser, così potrete riprenderla in seguito.",
  "chat.start.name": "Il vostro nome",
  "chat.start.email": "E-mail",
  "chat.start.emailHint": "Se vi sarete già allontanati quando rispondiamo, vi scriveremo via e-mail.",
  "chat.start.message": "Il vostro messaggio",
  "chat.start.submit": "Avvia la chat",
  "chat.start.submitting": "Avvio in corso…",
  "chat.start.privacy": "Usiamo i vostri dati esclusivamente per rispondervi.",

  "chat.thread.title": "La vostra conversazione",
  "chat.thread.with": "State chattando come {name}",
  "chat.thread.label": "Messaggi",
  "chat.thread.you": "Voi",
  "chat.thread.staff": "{name}, Heartbeest Safari",
  "chat.thread.team": "Heartbeest Safari",
  "chat.thread.sentAt": "{time} EAT",
  "chat.thread.waiting": "Grazie! Un membro del nostro team vi risponderà qui a breve.",
  "chat.thread.closed":
    "Il nostro team ha chiuso questa conversazione. Se c’è altro, scriveteci di nuovo qui sotto: la conversazione si riaprirà.",
  "chat.thread.reconnecting": "Connessione persa. Nuovo tentativo in corso…",
  "chat.thread.live": "Le nuove risposte compaiono qui non appena arrivano.",

  "chat.send.label": "Messaggio",
  "chat.send.placeholder": "Scrivete un messaggio…",
  "chat.send.submit": "Invia",
  "chat.send.sending": "Invio in corso…",
  "chat.send.hint": "Massimo {max} caratteri.",
  "chat.forget.submit": "Termina la chat su questo dispositivo",
  "chat.forget.hint":
    "Usate un computer condiviso? Così la conversazione viene rimossa da questo browser; il nostro team ne conserva una copia.",

  "chat.aside.title": "Preferite un altro canale?",
  "chat.aside.text": "Chiamateci o inviateci una richiesta: rispondiamo a ogni messaggio entro 24 ore.",
  "chat.aside.textNoPhone": "Inviateci una richiesta: rispondiamo a ogni messaggio entro 24 ore.",
  "chat.aside.contact": "Pagina dei contatti",

  "chat.validation.nameRequired": "Indicateci il vostro nome",
  "chat.validation.emailInvalid": "Inserite un indirizzo e-mail valido",
  "chat.validation.messageRequired": "Scrivete un messaggio",
  "chat.validation.tooLong": "Usate al massimo {max} caratteri",

  "chat.error.rateLimited": "State inviando messaggi molto rapidamente. Attendete un momento e riprovate.",
  "chat.error.failed": "Non è stato possibile inviare il vostro messaggio. Riprovate.",
  "chat.error.noConversation": "Questa conversazione non è più disponibile. Iniziatene una nuova.",
  "chat.error.title": "Messaggio non inviato",

  "chat.email.subject": "Nuova chat da {name}",
  "chat.email.heading": "Un viaggiatore ha avviato una chat",
  "chat.email.intro":
    "Rispondete dal portale dello staff; il viaggiatore vedrà la vostra risposta nella pagina della chat.",
  "chat.email.name": "Nome",
  "chat.email.email": "E-mail",
  "chat.email.message": "Primo messaggio",
  "chat.email.open": "Aprite la conversazione: {url}",
});
