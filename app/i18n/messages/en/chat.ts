// Texts of the /chat page (a traveller's conversation with the team) and of the staff's e-mail about a
// new conversation.
import { defineMessages } from "~/i18n/translate";

export const chatMessages = defineMessages("chat", {
  "chat.meta.title": "Chat with Our Team",
  "chat.meta.description": "Ask our safari planners in Nairobi anything about your trip, and see their answers here.",

  "chat.hero.eyebrow": "Live chat",
  "chat.hero.title": "Talk to a safari planner",
  "chat.hero.subtitle":
    "Questions about a season, a lodge or a route? Write to us here: the people who plan our safaris answer, usually within minutes during office hours.",

  "chat.start.title": "Start a conversation",
  "chat.start.intro":
    "Tell us who you are and what you would like to know. We keep the conversation on this browser, so you can come back to it later.",
  "chat.start.name": "Your name",
  "chat.start.email": "E-mail",
  "chat.start.emailHint": "If you have left before we answer, we reply by e-mail.",
  "chat.start.message": "Your message",
  "chat.start.submit": "Start Chat",
  "chat.start.submitting": "Starting…",
  "chat.start.privacy": "We use your details only to answer you.",

  "chat.thread.title": "Your conversation",
  "chat.thread.with": "Chatting as {name}",
  "chat.thread.label": "Messages",
  "chat.thread.you": "You",
  "chat.thread.staff": "{name}, Heartbeest Safari",
  "chat.thread.team": "Heartbeest Safari",
  "chat.thread.sentAt": "{time} EAT",
  "chat.thread.waiting": "Thanks! A member of our team will reply here shortly.",
  "chat.thread.closed":
    "Our team has closed this conversation. Write again below if there is anything else; it will reopen.",
  "chat.thread.reconnecting": "Connection lost. Trying again…",
  "chat.thread.live": "New replies appear here as they arrive.",

  "chat.send.label": "Message",
  "chat.send.placeholder": "Write a message…",
  "chat.send.submit": "Send",
  "chat.send.sending": "Sending…",
  "chat.send.hint": "Up to {max} characters.",
  "chat.forget.submit": "End chat on this device",
  "chat.forget.hint": "On a shared computer? This removes the conversation from this browser; our team keeps it.",

  "chat.aside.title": "Prefer another way?",
  "chat.aside.text": "Call us or send an inquiry: we answer every message within 24 hours.",
  "chat.aside.textNoPhone": "Send us an inquiry: we answer every message within 24 hours.",
  "chat.aside.contact": "Contact page",

  "chat.validation.nameRequired": "Please tell us your name",
  "chat.validation.emailInvalid": "Please enter a valid email address",
  "chat.validation.messageRequired": "Please write a message",
  "chat.validation.tooLong": "Please use at most {max} characters",

  "chat.error.rateLimited": "You are sending messages very quickly. Please wait a moment and try again.",
  "chat.error.failed": "Your message could not be sent. Please try again.",
  "chat.error.noConversation": "This conversation is no longer available. Please start a new one.",
  "chat.error.title": "Message not sent",

  "chat.email.subject": "New chat from {name}",
  "chat.email.heading": "A traveller has started a chat",
  "chat.email.intro": "Reply in the staff portal; the traveller sees your answer on the chat page.",
  "chat.email.name": "Name",
  "chat.email.email": "E-mail",
  "chat.email.message": "First message",
  "chat.email.open": "Open the conversation: {url}",
});
