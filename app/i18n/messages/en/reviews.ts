// The Reviews page and the 'Share Your Experience' form. Validation messages, toasts and the empty and
// error states are the specification's exact wording.
import { defineMessages } from "~/i18n/translate";

export const reviewsMessages = defineMessages("reviews", {
  "reviews.meta.title": "Guest Reviews",
  "reviews.meta.description":
    "What travellers say about their safaris with Heartbeest Safari in Kenya and Tanzania: honest reviews from guests, published after every trip.",

  "reviews.hero.eyebrow": "Guest reviews",
  "reviews.hero.title": "Stories from the savanna",
  "reviews.hero.subtitle":
    "Travellers tell it best: the early starts, the river crossings, the guides who became friends.",
  "reviews.hero.share": "Share Your Experience",

  "reviews.summary.label": "Average guest rating",
  "reviews.summary.value": "{average} out of 5",
  "reviews.summary.count": "{count, plural, one {from # review} other {from # reviews}}",

  "reviews.list.title": "What our guests say",
  "reviews.tabs.label": "Filter reviews",
  "reviews.tabs.all": "All Reviews",
  "reviews.tabs.fiveStar": "5-Star Reviews",

  "reviews.empty.title": "No reviews found",
  "reviews.empty.text": "Be the first to share your experience",
  "reviews.error.title": "Error loading reviews",
  "reviews.error.text": "Please try again later",

  "reviews.pagination.label": "Review pages",
  "reviews.pagination.previous": "Previous",
  "reviews.pagination.next": "Next",
  "reviews.pagination.page": "Page {page}",
  "reviews.pagination.status": "Page {page} of {pages}",

  "reviews.stars.label": "{rating} out of 5 stars",

  // The form, in its dialog or inline without script
  "reviews.form.title": "Share Your Experience",
  "reviews.form.intro":
    "Tell future travellers about your safari. Your e-mail address is never shown; we only use it if we have a question about your review.",
  "reviews.form.name": "Your name",
  "reviews.form.email": "Email",
  "reviews.form.rating": "Your rating",
  "reviews.form.ratingOption": "{rating, plural, one {# star} other {# stars}}",
  "reviews.form.comment": "Your review",
  "reviews.form.commentHint": "What made your safari special? At most {max} characters.",
  "reviews.form.submit": "Submit Review",
  "reviews.form.submitting": "Submitting...",
  "reviews.form.cancel": "Cancel",
  "reviews.form.close": "Close",
  "reviews.form.moderationNote": "Reviews appear on this page once our team has approved them.",

  "reviews.validation.nameRequired": "Name is required",
  "reviews.validation.emailInvalid": "Invalid email address",
  "reviews.validation.commentRequired": "Review comment is required",
  "reviews.validation.ratingRequiredTitle": "Rating Required",
  "reviews.validation.ratingRequired": "Please select a rating before submitting your review.",
  "reviews.validation.tooLong": "Please use at most {max} characters",

  "reviews.toast.successTitle": "Review Submitted",
  "reviews.toast.successText":
    "Thank you for sharing your experience with us! Your review will appear on our site once our team has approved it.",
  "reviews.toast.errorTitle": "Error",
  "reviews.toast.errorText": "Failed to submit your review. Please try again.",
  "reviews.toast.unexpected": "An unexpected error occurred. Please try again.",
  "reviews.toast.rateLimitedTitle": "Too many requests",
  "reviews.toast.rateLimited":
    "Too many reviews have been sent from your connection. Please try again in {minutes, plural, one {# minute} other {# minutes}}.",

  "reviews.featured.title": "As Featured In",
  "reviews.featured.label": "{name} logo",

  "reviews.cta.title": "Ready to write your own story?",
  "reviews.cta.text": "Browse our safaris, or tell us what you have in mind and we will plan it with you.",
  "reviews.cta.safaris": "Browse Safaris",
  "reviews.cta.contact": "Contact Us",

  "reviews.email.subject": "New review from {name} ({rating}/5) awaiting approval",
  "reviews.email.heading": "A guest review is waiting for approval",
  "reviews.email.intro":
    "A review was sent through the website. It stays hidden until a member of staff approves it in the portal.",
  "reviews.email.name": "Name",
  "reviews.email.email": "Email",
  "reviews.email.rating": "Rating",
  "reviews.email.comment": "Review",
  "reviews.email.moderate": "Approve or hide it here: {url}",
});
