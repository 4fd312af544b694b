// A post refused before the action could answer, as the form receives it: the status's own sentence (loaded
// only then), what was typed, which form it was, and a 4xx/5xx status so that the page's data is not reloaded.
import { type data, UNSAFE_ErrorResponseImpl } from "react-router";
import { describe, expect, it } from "vitest";
import { type FormRefusal, formRefusal } from "./form-result";
import { submitWithRefusals } from "./submit-with-refusals";

/** A post of these fields to /contact, and what the form layer answers when `serverAction` fails this way. */
async function answerFor(serverAction: () => Promise<unknown>) {
  const body = new FormData();
  body.set("intent", "send-inquiry");
  body.set("name", "Amina Otieno");
  body.set("message", "Ten days in the Mara, please.");
  const request = new Request("http://localhost/contact", { method: "POST", body });
  const answer = (await submitWithRefusals({ request, serverAction })) as ReturnType<typeof data<FormRefusal>>;
  return { refusal: answer.data, status: answer.init?.status };
}

describe("submitWithRefusals", () => {
  it.each([
    [403, /did not come from our own site/],
    [413, /too large to send/],
    [429, /Too many attempts/],
    [503, /short outage/],
  ])("words the HTTP server's %i in the status's own sentence, keeping what was typed", async (status, words) => {
    const { refusal, status: answered } = await answerFor(() =>
      Promise.reject(new Response("Refused.", { status, headers: { "Content-Type": "text/plain" } })),
    );
    expect(answered).toBe(status);
    expect(refusal).toMatchObject({
      status: "error",
      code: status,
      intent: "send-inquiry",
      values: { name: "Amina Otieno", message: "Ten days in the Mara, please." },
    });
    expect(refusal.formError).toMatch(words);
  });

  it("says a post that got no answer never arrived, with a status that keeps the page's data", async () => {
    const { refusal, status } = await answerFor(() => Promise.reject(new TypeError("Failed to fetch")));
    expect(status).toBe(503);
    expect(refusal.code).toBe(0);
    expect(refusal.formError).toMatch(/couldn't reach our server/);
    expect(refusal.values.name).toBe("Amina Otieno");
  });

  it("keeps an action's own thrown refusal, its words and its status", async () => {
    const own = formRefusal(409, { formError: "That slot was just taken.", fieldErrors: { message: "Too late" } });
    const { refusal, status } = await answerFor(() => Promise.reject(new UNSAFE_ErrorResponseImpl(409, "", own)));
    expect(status).toBe(409);
    expect(refusal.formError).toBe("That slot was just taken.");
    expect(refusal.fieldErrors).toEqual({ message: "Too late" });
  });

  it("passes an answer that is not a refusal through untouched", async () => {
    const answer = await submitWithRefusals({
      request: new Request("http://localhost/contact", { method: "POST", body: new FormData() }),
      serverAction: async () => ({ status: "sent" }),
    });
    expect(answer).toEqual({ status: "sent" });
  });
});
