// The one message box above a form: a refusal or outcome the person must see (role=alert, read out at once),
// or a calm status note.
import { clsx } from "clsx";
import type { ReactNode } from "react";

export function FormAlert({
  tone = "error",
  title,
  id,
  children,
}: {
  tone?: "error" | "success" | "info";
  title?: string;
  id?: string;
  children: ReactNode;
}) {
  return (
    <div
      id={id}
      role={tone === "error" ? "alert" : "status"}
      className={clsx(
        "rounded-lg border px-4 py-3 text-sm",
        tone === "error" && "border-clay-100 bg-clay-50 text-clay-700",
        tone === "success" && "border-emerald-200 bg-emerald-50 text-emerald-900",
        tone === "info" && "border-sand-200 bg-sand-100 text-charcoal-700",
      )}
    >
      {title ? <p className="font-semibold">{title}</p> : null}
      <div>{children}</div>
    </div>
  );
}
