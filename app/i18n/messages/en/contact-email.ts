// The staff's e-mail about a new inquiry, written on the server only: the contact page's script carries none
// of it.
import { defineMessages } from "~/i18n/translate";

export const contactEmailMessages = defineMessages("contact-email", {
  "contact.email.subject": "Website inquiry: {subject}",
  "contact.email.heading": "New inquiry from the website",
  "contact.email.intro": "Please reply within {hours} hours. Replying to this e-mail writes to the sender.",
  "contact.email.name": "Name",
  "contact.email.email": "Email",
  "contact.email.phone": "Phone",
  "contact.email.phoneMissing": "Not given",
  "contact.email.type": "Inquiry type",
  "contact.email.subjectLabel": "Subject",
  "contact.email.message": "Message",
});
