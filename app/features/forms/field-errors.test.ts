import { describe, expect, it } from "vitest";
import { z } from "zod";
import { fieldErrorsOf, formValues, readFormValues } from "./field-errors";

function posted(entries: [string, string | Blob][]): FormData {
  const formData = new FormData();
  for (const [name, value] of entries) formData.append(name, value);
  return formData;
}

describe("fieldErrorsOf", () => {
  const schema = z
    .object({ name: z.string().min(1, "Say your name"), email: z.email("Check the address") })
    .refine((form) => form.name !== form.email, "Name and address differ");

  it("keeps the first message per field, keyed by the field's name", () => {
    const twice = z.object({ code: z.string().min(4, "Too short").regex(/^\d+$/, "Digits only") });
    const parsed = twice.safeParse({ code: "ab" });
    expect(parsed.success || fieldErrorsOf(parsed.error)).toEqual({ code: "Too short" });
    const both = schema.safeParse({ name: "", email: "no" });
    expect(both.success || fieldErrorsOf(both.error)).toEqual({ name: "Say your name", email: "Check the address" });
  });

  it('puts an issue of the whole form under "form"', () => {
    const parsed = schema.safeParse({ name: "a@b.co", email: "a@b.co" });
    expect(parsed.success || fieldErrorsOf(parsed.error)).toEqual({ form: "Name and address differ" });
  });
});

describe("formValues", () => {
  it("reads every text field, leaves files out, and the last of a repeated name wins", () => {
    const formData = posted([
      ["name", "Amina"],
      ["tag", "first"],
      ["tag", "second"],
      ["photo", new Blob(["x"], { type: "image/png" })],
    ]);
    expect(formValues(formData)).toEqual({ name: "Amina", tag: "second" });
  });
});

describe("readFormValues", () => {
  it("reads only the named fields, a missing one or a file as empty text", () => {
    const formData = posted([
      ["name", "Amina"],
      ["extra", "not asked for"],
      ["photo", new Blob(["x"])],
    ]);
    expect(readFormValues(formData, ["name", "email", "photo"])).toEqual({ name: "Amina", email: "", photo: "" });
  });
});
