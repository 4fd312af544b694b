// A form post whose multipart body breaks off mid-part (a broken client, or a probe), and what every
// action must answer it: the form layer's clear 400, never a 500.
import { expect } from "vitest";

export function unreadableFormPost(url: string): Request {
  return new Request(url, {
    method: "POST",
    headers: { "Content-Type": "multipart/form-data; boundary=x" },
    body: '--x\r\nContent-Disposition: form-data; name="name"\r\n\r\nAmina',
  });
}

/** Runs an action on the unreadable post and checks it threw the 400 with words a person can read. */
export async function expectUnreadableFormRefused(run: () => unknown): Promise<void> {
  const thrown = await Promise.resolve()
    .then(run)
    .catch((error: unknown) => error);
  const refusal = thrown as { type?: string; init: ResponseInit; data: { code: number; formError: string } };
  expect(refusal.type).toBe("DataWithResponseInit");
  expect(refusal.init.status).toBe(400);
  expect(refusal.data.formError).toMatch(/couldn't read this form/);
}
