// The screen for an error the page cannot recover from: a crash while rendering or an unexpected server
// failure. It stands alone (no navigation), since the layout itself may be what broke.
import { isRouteErrorResponse } from "react-router";
import { errorPageMessages } from "~/i18n/messages/en/error-pages";
import { useMessages } from "~/i18n/translate";
import { BrandMark } from "./brand-mark";
import { routeErrorMessage } from "./route-error-message";
import { buttonClasses } from "./ui/button";

export function FatalError({ error }: { error: unknown }) {
  const t = useMessages(errorPageMessages);
  const details = describeError(error, t("error.unknown"));
  // A request the server refused with a sentence (a form it could not read, a search it cannot run) shows
  // that sentence instead of the general apology.
  const refusal = routeErrorMessage(error);

  return (
    <main id="main-content" className="fatal-error">
      <div className="card p-8 text-center sm:p-12">
        <BrandMark className="mx-auto size-14" />
        <h1 className="mt-6 font-display text-display-md">{t("error.title")}</h1>
        <p className="mt-3 text-charcoal-600">{refusal ?? t("error.message")}</p>
        <details>
          <summary>{t("error.details")}</summary>
          <pre>{details}</pre>
        </details>
        {/* A form, so the button also reloads when the page's script is what failed. */}
        <form
          method="get"
          className="mt-8"
          onSubmit={(event) => {
            event.preventDefault();
            window.location.reload();
          }}
        >
          <button type="submit" className={buttonClasses({ variant: "dark", size: "lg" })}>
            {t("error.reload")}
          </button>
        </form>
      </div>
    </main>
  );
}

function describeError(error: unknown, fallback: string): string {
  if (isRouteErrorResponse(error)) {
    const body = typeof error.data === "string" ? error.data : "";
    // The status alone: a thrown data() answer carries no reason phrase, and React Router fills in
    // 'Internal Server Error' whatever the status (a 400 would read as a server failure).
    return [`HTTP ${error.status}`, body].filter(Boolean).join("\n");
  }
  if (error instanceof Error) {
    // Stacks help during development; visitors of the live site only see the message.
    return import.meta.env.DEV && error.stack ? error.stack : error.message;
  }
  return fallback;
}
