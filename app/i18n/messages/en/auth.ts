// Staff sign-in pages: /login, /forgot-password and /update-password. The success messages are the
// specification's exact wording.
import { defineMessages } from "~/i18n/translate";

export const authMessages = defineMessages("auth", {
  "auth.brand": "Heartbeest Safari",
  "auth.portal": "Staff portal",
  "auth.backToSite": "Back to the website",

  "auth.field.email": "Email",
  "auth.field.password": "Password",
  "auth.field.currentPassword": "Current password",
  "auth.field.newPassword": "New password",
  "auth.field.confirmPassword": "Confirm new password",
  "auth.field.passwordHint": "At least {min} characters.",

  "auth.validation.emailRequired": "Email is required",
  "auth.validation.emailInvalid": "Please enter a valid email address",
  "auth.validation.passwordRequired": "Password is required",
  "auth.validation.passwordTooShort": "Use at least {min} characters",
  "auth.validation.passwordTooLong": "Use at most {max} characters",
  "auth.validation.passwordsDiffer": "The two passwords are not the same",
  "auth.validation.fixErrors": "Please correct the highlighted fields.",

  "auth.error.crossSite": "This form was sent from another site and has been refused.",
  "auth.error.tooManyAttempts":
    "Too many attempts. Please wait {minutes, plural, one {# minute} other {# minutes}} and try again.",
  "auth.error.accountUnderAttack":
    "This account has had many failed sign-ins from many networks, so each network now has {max} tries an hour for it. Please wait {minutes, plural, one {# minute} other {# minutes}}, sign in from a browser you have used before, or reset your password.",
  "auth.error.tooManyResetRequests":
    "Too many reset requests from your network. Please wait {minutes, plural, one {# minute} other {# minutes}} and try again.",
  "auth.error.unexpected": "Something went wrong. Please try again.",

  "auth.login.metaTitle": "Staff sign in",
  "auth.login.title": "Admin Login",
  "auth.login.intro": "Sign in to manage safaris, bookings and reviews.",
  "auth.login.submit": "Sign In",
  "auth.login.submitting": "Signing in...",
  "auth.login.forgot": "Forgot your password?",
  "auth.login.signedOut": "You have been signed out.",
  "auth.login.passwordUpdated": "Password updated successfully! Please sign in with your new password.",

  "auth.forgot.metaTitle": "Forgot password",
  "auth.forgot.title": "Reset your password",
  "auth.forgot.intro":
    "Enter the email address of your staff account and we will send you a link to choose a new password.",
  "auth.forgot.submit": "Send Reset Link",
  "auth.forgot.submitting": "Sending...",
  "auth.forgot.sent": "📧 Password reset email sent!",
  "auth.forgot.sentDetail":
    "If an account exists for {email}, a link is on its way. It works once and expires in {minutes} minutes.",
  "auth.forgot.alreadySentTitle": "A reset link was sent a few minutes ago",
  "auth.forgot.alreadySent":
    "If an account exists for {email}, a reset link was sent to it at {sentAt} (East Africa Time), and it works until {until}. Check your inbox and spam folder. To keep the mailbox from filling up, a new link can be sent from {nextFrom}.",
  "auth.forgot.backToLogin": "Back to sign in",

  "auth.update.metaTitle": "Choose a new password",
  "auth.update.title": "Choose a new password",
  "auth.update.intro": "Choose a new password for your staff account.",
  "auth.update.submit": "Update Password",
  "auth.update.submitting": "Updating...",
  "auth.update.success": "Password updated successfully!",
  "auth.update.redirecting": "Taking you to the sign-in page...",
  "auth.update.goToLogin": "Go to sign in",
  "auth.update.invalidLink": "This password reset link is invalid or has expired.",
  "auth.update.invalidLinkDetail":
    "Each link works once, for {minutes} minutes, and only the newest link sent to you works: asking again or changing the password ends the earlier ones.",
  "auth.update.requestNewLink": "Ask for a new link",
});

export type AuthMessageId = keyof typeof authMessages;
