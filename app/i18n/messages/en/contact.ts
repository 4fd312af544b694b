// The Contact page: information panel, map, inquiry form and FAQ. Validation messages are the
// specification's exact wording; the FAQ answers are built from the business terms.
import { defineMessages } from "~/i18n/translate";

export const contactMessages = defineMessages("contact", {
  "contact.hero.eyebrow": "Contact us",
  "contact.hero.title": "Let's plan your safari",
  "contact.hero.subtitle":
    "Tell us when you would like to travel and what you hope to see. A safari planner who knows the parks will reply within {hours} hours.",

  "contact.info.title": "Get in touch",
  "contact.info.intro": "Reach us the way that suits you. We answer every message ourselves.",
  "contact.info.address": "Office address",
  "contact.info.phone": "Phone",
  "contact.info.phoneHours": "Lines open {hours}",
  "contact.info.email": "Email",
  "contact.info.emailNote": "We reply within {hours} hours.",
  "contact.info.officeHours": "Office hours",
  "contact.info.officeHoursTable": "Office opening hours",
  "contact.info.day": "Day",
  "contact.info.hours": "Hours",
  "contact.info.closed": "Closed",
  "contact.info.officeHoursZone": "East Africa Time (UTC+3)",
  "contact.info.chat": "Chat",
  "contact.info.chatLink": "Chat with us",
  "contact.info.chatNote": "Leave your name and e-mail and talk to our team here on the site.",

  "contact.map.title": "Find our office",
  "contact.map.frameTitle": "Map of our office in Nairobi",
  "contact.map.link": "View on OpenStreetMap",
  "contact.map.caption": "Kenyatta Avenue, Nairobi city centre",
  "contact.map.illustration": "Illustrated map of Nairobi city centre with our office on Kenyatta Avenue",
  "contact.map.load": "Show interactive map",
  "contact.map.loadNote": "The interactive map is loaded from OpenStreetMap.",

  "contact.form.title": "Send us a message",
  "contact.form.intro": "Fields marked * are required.",
  "contact.form.name": "Full name *",
  "contact.form.email": "Email *",
  "contact.form.phone": "Phone (optional)",
  "contact.form.subject": "Subject *",
  "contact.form.inquiryType": "Inquiry type",
  "contact.form.message": "Message *",
  "contact.form.messageHint": "Travel dates, group size, places you would love to see. At most {max} characters.",
  "contact.form.submit": "Send Message",
  "contact.form.submitting": "Sending...",
  "contact.form.fixErrors": "Please correct the highlighted fields.",

  "contact.type.general": "General inquiry",
  "contact.type.booking": "Booking question",
  "contact.type.custom": "Custom safari",
  "contact.type.group": "Group travel",
  "contact.type.feedback": "Feedback",

  "contact.validation.nameMin": "Name must be at least 2 characters.",
  "contact.validation.emailInvalid": "Please enter a valid email address.",
  "contact.validation.phoneInvalid": "Please enter a valid phone number.",
  "contact.validation.subjectRequired": "Subject is required.",
  "contact.validation.inquiryTypeInvalid": "Please choose an inquiry type.",
  "contact.validation.messageMin": "Message must be at least 10 characters.",
  "contact.validation.tooLong": "Please use at most {max} characters.",

  "contact.toast.successTitle": "Message sent",
  "contact.toast.successText": "Thank you for contacting us. We will get back to you within {hours} hours.",
  "contact.toast.errorTitle": "Your message could not be sent",
  "contact.toast.errorText": "Please try again, or call or e-mail us directly.",
  "contact.toast.unexpected": "An unexpected error occurred. Please try again.",
  "contact.toast.rateLimitedTitle": "Too many requests",
  "contact.toast.rateLimited":
    "Too many messages have been sent from your connection. Please try again in {minutes, plural, one {# minute} other {# minutes}}, or call or e-mail us directly.",

  "contact.faq.title": "Frequently asked questions",
  "contact.faq.cancellation.q": "Can I cancel my safari?",
  "contact.faq.cancellation.a":
    "Yes. Cancellation is free up to {days} days before your safari starts. Closer to the start date, we will explain exactly what can be refunded before you decide.",
  "contact.faq.deposit.q": "How much do I pay to confirm a booking?",
  "contact.faq.deposit.a":
    "A {percent}% deposit confirms your booking. You can pay it by bank transfer or M-Pesa; we send the details with your booking reference.",
  "contact.faq.balance.q": "When is the balance due?",
  "contact.faq.balance.a": "The balance is due {days} days before your safari starts.",
  "contact.faq.response.q": "How soon will you reply?",
  "contact.faq.response.a": "We answer every inquiry within {hours} hours. For anything urgent, call us: {phoneHours}.",
  "contact.faq.response.aNoPhone":
    "We answer every inquiry within {hours} hours. For anything urgent, chat with us here on the site.",
  "contact.faq.custom.q": "Can you plan a private or custom safari?",
  "contact.faq.custom.a":
    "Most of our safaris are tailor-made. Choose 'Custom safari' in the form and tell us your dates, budget and wishes.",
});
