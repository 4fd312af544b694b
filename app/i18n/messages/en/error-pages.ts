// The not-found and fatal-error screens, which only load when one is shown.
import { defineMessages } from "~/i18n/translate";

export const errorPageMessages = defineMessages("error-pages", {
  "error.title": "Something went wrong",
  "error.message": "The application encountered an error",
  "error.details": "Error Details",
  "error.reload": "Reload Page",
  "error.unknown": "Unknown error",
  "notFound.metaTitle": "Page not found",
  "notFound.code": "404",
  "notFound.title": "Oops! The page you're looking for can't be found",
  "notFound.description":
    "It may have moved, or the link may be mistyped. The savannah is wide, but home is one click away.",
});
