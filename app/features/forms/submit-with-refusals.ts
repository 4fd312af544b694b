// Every form route's clientAction. With script, a post goes to the server through here, so that every way it
// can be refused ends as a FormRefusal the form shows beside itself, never as an error page or nothing:
//   - the action's own refusals (400, 409, 429, 503 ...) come back as they are, with their status;
//   - an answer from before the action ran (403 cross-site, 413 too large, both from the HTTP server) and a
//     thrown 4xx/5xx arrive as a thrown error response, turned into a FormRefusal with its status;
//   - a post that got no answer at all (offline, a dropped connection) becomes code 0.
// A refusal carries what was posted (`values`) and which form it was (`intent`), and is answered with a
// 4xx/5xx status, which keeps React Router from reloading the page's data (that would give the form a new
// submission token and empty its fields).
import { data, isRouteErrorResponse } from "react-router";
import { formsOfflineMessages } from "~/i18n/messages/en/forms-offline";
import { translate } from "~/i18n/translate";
import { type FormRefusal, formRefusal, isFormRefusal } from "./form-result";
import { publishRefusal } from "./refusal-store";

interface ClientActionArgs<T> {
  request: Request;
  serverAction: () => Promise<T>;
}

export async function submitWithRefusals<T>({ request, serverAction }: ClientActionArgs<T>) {
  const action = new URL(request.url).pathname;
  publishRefusal(action, null);
  // Read before sending: the body can be read only once, and a refusal keeps what was posted.
  const posted = await request
    .clone()
    .formData()
    .catch(() => null);
  try {
    const result = await serverAction();
    if (isFormRefusal(result)) publishRefusal(action, result);
    return result;
  } catch (error) {
    const refusal = await refusalFromThrown(error);
    if (posted) {
      const values: Record<string, string> = {};
      for (const [name, value] of posted) if (typeof value === "string") values[name] = value;
      refusal.values = { ...values, ...refusal.values };
      const intent = posted.get("intent");
      if (typeof intent === "string" && !refusal.intent) refusal.intent = intent;
    }
    publishRefusal(action, refusal);
    // 0 (no answer) is not a status React Router can carry: 503 says as much, and skips the reload too.
    return data<FormRefusal>(refusal, { status: refusal.code || 503 });
  }
}

async function refusalFromThrown(error: unknown): Promise<FormRefusal> {
  // A redirect the action threw is not a refusal: React Router follows it.
  if (error instanceof Response && error.status >= 300 && error.status < 400) throw error;
  if (isRouteErrorResponse(error) && isFormRefusal(error.data)) return { ...error.data, code: error.status };
  // fetch rejects with a TypeError when no answer came; anything else thrown is a failure we cannot name.
  const code =
    isRouteErrorResponse(error) || error instanceof Response ? error.status : error instanceof TypeError ? 0 : 500;
  return formRefusal(code, { formError: await sentenceFor(code) });
}

// The sentences load only when a refusal needs one (most visits never meet one), so pages with a form do not
// carry them. The words for no answer at all are at hand, since nothing could load then; they also stand in
// should the sentences fail to load.
async function sentenceFor(code: number): Promise<string> {
  const offline = translate(formsOfflineMessages, "forms.refusal.network");
  if (code === 0) return offline;
  return import("./refusal-message").then(
    (module) => module.refusalMessage(code),
    () => offline,
  );
}
