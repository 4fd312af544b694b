// The e-mail a traveller receives after sending the contact form, in the language of the page they wrote from.
// Written on the server only.
import { defineMessages } from "~/i18n/translate";

export const contactAcknowledgementMessages = defineMessages("contact-acknowledgement", {
  "contact.ack.subject": "We have your message: {subject}",
  "contact.ack.greeting": "Dear {name},",
  "contact.ack.thanks":
    "Thank you for writing to Heartbeest Safari. Your message has reached our team, and one of us will reply to this address within {hours} hours.",
  "contact.ack.copy": "Your message",
  "contact.ack.subjectLabel": "Subject",
  "contact.ack.message": "Message",
  "contact.ack.reply": "If you would like to add anything, simply reply to this e-mail.",
  "contact.ack.signoff": "Warm regards from Nairobi,\nThe Heartbeest Safari team",
});
