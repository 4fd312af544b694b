// Italian texts of the Contact page: information panel, map, inquiry form and FAQ (English: ../en/contact.ts).
import { defineTranslation } from "~/i18n/translate";
import type { contactMessages } from "../en/contact";

export default defineTranslation<typeof contactMessages>({
  "contact.hero.eyebrow": "Contatti",
  "contact.hero.title": "Organizziamo insieme il vostro safari",
  "contact.hero.subtitle":
    "Diteci quando vorreste partire e che cosa sperate di vedere. Un consulente di safari che conosce i parchi vi risponderà entro {hours} ore.",

  "contact.info.title": "Come raggiungerci",
  "contact.info.intro": "Contattateci nel modo che preferite. Rispondiamo personalmente a ogni messaggio.",
  "contact.info.address": "Indirizzo dell’ufficio",
  "contact.info.phone": "Telefono",
  "contact.info.phoneHours": "Linee aperte: {hours}",
  "contact.info.email": "E-mail",
  "contact.info.emailNote": "Rispondiamo entro {hours} ore.",
  "contact.info.officeHours": "Orari d’ufficio",
  "contact.info.officeHoursTable": "Orari di apertura dell’ufficio",
  "contact.info.day": "Giorno",
  "contact.info.hours": "Orario",
  "contact.info.closed": "Chiuso",
  "contact.info.officeHoursZone": "Ora dell’Africa orientale (UTC+3)",
  "contact.info.chat": "Chat",
  "contact.info.chatLink": "Chattate con noi",
  "contact.info.chatNote":
    "Lasciate il vostro nome e la vostra e-mail e parlate con il nostro team direttamente qui sul sito.",

  "contact.map.title": "Dove trovarci",
  "contact.map.frameTitle": "Mappa del nostro ufficio a Nairobi",
  "contact.map.link": "Visualizza su OpenStreetMap",
  "contact.map.caption": "Kenyatta Avenue, centro di Nairobi",
  "contact.map.illustration": "Mappa illustrata del centro di Nairobi con il nostro ufficio su Kenyatta Avenue",
  "contact.map.load": "Mostra la mappa interattiva",
  "contact.map.loadNote": "La mappa interattiva viene caricata da OpenStreetMap.",

  "contact.form.title": "Scriveteci",
  "contact.form.intro": "I campi contrassegnati con * sono obbligatori.",
  "contact.form.name": "Nome e cognome *",
  "contact.form.email": "E-mail *",
  "contact.form.phone": "Telefono (facoltativo)",
  "contact.form.subject": "Oggetto *",
  "contact.form.inquiryType": "Tipo di richiesta",
  "contact.form.message": "Messaggio *",
  "contact.form.messageHint":
    "Date del viaggio, numero di partecipanti, luoghi che sognate di vedere. Massimo {max} caratteri.",
  "contact.form.submit": "Invia il messaggio",
  "contact.form.submitting": "Invio in corso...",
  "contact.form.fixErrors": "Vi preghiamo di correggere i campi evidenziati.",

  "contact.type.general": "Richiesta generale",
  "contact.type.booking": "Domanda su una prenotazione",
  "contact.type.custom": "Safari su misura",
  "contact.type.group": "Viaggio di gruppo",
  "contact.type.feedback": "Commenti e suggerimenti",

  "contact.validation.nameMin": "Il nome deve contenere almeno 2 caratteri.",
  "contact.validation.emailInvalid": "Inserite un indirizzo e-mail valido.",
  "contact.validation.phoneInvalid": "Inserite un numero di telefono valido.",
  "contact.validation.subjectRequired": "L’oggetto è obbligatorio.",
  "contact.validation.inquiryTypeInvalid": "Scegliete un tipo di richiesta.",
  "contact.validation.messageMin": "Il messaggio deve contenere almeno 10 caratteri.",
  "contact.validation.tooLong": "Usate al massimo {max} caratteri.",

  "contact.toast.successTitle": "Messaggio inviato",
  "contact.toast.successText": "Grazie per averci contattato. Vi risponderemo entro {hours} ore.",
  "contact.toast.errorTitle": "Non è stato possibile inviare il vostro messaggio",
  "contact.toast.errorText": "Riprovate, oppure chiamateci o scriveteci direttamente un’e-mail.",
  "contact.toast.unexpected": "Si è verificato un errore imprevisto. Riprovate.",
  "contact.toast.rateLimitedTitle": "Troppe richieste",
  "contact.toast.rateLimited":
    "Dalla vostra connessione sono stati inviati troppi messaggi. Riprovate tra {minutes, plural, one {# minuto} other {# minuti}}, oppure chiamateci o scriveteci direttamente un’e-mail.",

  "contact.faq.title": "Domande frequenti",
  "contact.faq.cancellation.q": "Posso cancellare il mio safari?",
  "contact.faq.cancellation.a":
    "Sì. La cancellazione è gratuita fino a {days} giorni prima dell’inizio del safari. In prossimità della partenza, vi spiegheremo con precisione che cosa può essere rimborsato prima che prendiate una decisione.",
  "contact.faq.deposit.q": "Quanto devo pagare per confermare una prenotazione?",
  "contact.faq.deposit.a":
    "La prenotazione è confermata con un acconto del {percent}%. Potete versarlo con bonifico bancario o con M-Pesa; vi invieremo i dettagli insieme al codice di prenotazione.",
  "contact.faq.balance.q": "Quando va versato il saldo?",
  "contact.faq.balance.a": "Il saldo va versato {days} giorni prima dell’inizio del safari.",
  "contact.faq.response.q": "Quanto tempo impiegate a rispondere?",
  "contact.faq.response.a":
    "Rispondiamo a ogni richiesta entro {hours} ore. Per qualsiasi urgenza, chiamateci: {phoneHours}.",
  "contact.faq.response.aNoPhone":
    "Rispondiamo a ogni richiesta entro {hours} ore. Per qualsiasi urgenza, scriveteci in chat qui sul sito.",
  "contact.faq.custom.q": "Potete organizzare un safari privato o su misura?",
  "contact.faq.custom.a":
    "La maggior parte dei nostri safari è su misura. Scegliete «Safari su misura» nel modulo e indicateci le date, il budget e i vostri desideri.",
});
