// The inline script that records where a visit came from, run as a browser would run it on each page of a
// visit: the first page is kept and never overwritten, only forms with the two fields get them, and a
// browser that refuses storage records nothing and raises no error.
import { runInNewContext } from "node:vm";
import { describe, expect, it } from "vitest";
import { SOURCE_FIELDS } from "~/features/forms/source-fields";
import { SOURCE_FIELDS as ENQUIRY_SOURCE_FIELDS } from "~/features/inbox/enquiry-source";
import { visitSourceScript } from "./visit-source";

type Listener = (event: { formData: FormData }) => void;

/** One tab: its sessionStorage lives across the pages loaded in it; each page has its own listeners. */
function tab() {
  const storage: Record<string, string> = {};
  return {
    storage,
    /** Loads a page: runs the script with this page's address and referrer; returns the page's form listeners. */
    load(href: string, referrer = "") {
      const listeners: Listener[] = [];
      const url = new URL(href);
      runInNewContext(visitSourceScript(), {
        sessionStorage: storage,
        document: { referrer },
        location: { pathname: url.pathname, search: url.search },
        addEventListener: (type: string, listener: Listener) => {
          if (type === "formdata") listeners.push(listener);
        },
      });
      return {
        /** The form's data as it is sent: what the page's listeners leave in it. */
        send(fields: Record<string, string>) {
          const formData = new FormData();
          for (const [name, value] of Object.entries(fields)) formData.set(name, value);
          for (const listener of listeners) listener({ formData });
          return Object.fromEntries(formData);
        },
      };
    },
  };
}

const EMPTY_SOURCE = { [SOURCE_FIELDS.referrer]: "", [SOURCE_FIELDS.landing]: "" };

describe("the visit-source script", () => {
  it("keeps the first page of a visit and its referrer, and fills the two fields of any later form", () => {
    const visit = tab();
    visit.load(
      "https://heartbeest.example/?utm_source=newsletter&utm_medium=email&utm_campaign=migration",
      "https://news.example.org/issue/12",
    );
    const contact = visit.load("https://heartbeest.example/contact", "https://heartbeest.example/");
    expect(contact.send({ name: "Amina", ...EMPTY_SOURCE })).toEqual({
      name: "Amina",
      source_referrer: "https://news.example.org/issue/12",
      source_landing: "/?utm_source=newsletter&utm_medium=email&utm_campaign=migration",
    });
  });

  it("leaves forms without the fields alone (a review, the staff screens)", () => {
    const visit = tab();
    const page = visit.load("https://heartbeest.example/reviews?utm_source=x", "https://search.example/");
    expect(page.send({ rating: "5", comment: "Wonderful" })).toEqual({ rating: "5", comment: "Wonderful" });
  });

  it("records a direct visit as no referrer", () => {
    const page = tab().load("https://heartbeest.example/safaris/1");
    expect(page.send(EMPTY_SOURCE)).toEqual({ source_referrer: "", source_landing: "/safaris/1" });
  });

  it("records nothing, and throws nothing, where storage is refused", () => {
    expect(() =>
      runInNewContext(visitSourceScript(), {
        get sessionStorage() {
          throw new Error("SecurityError: storage is disabled");
        },
        document: { referrer: "" },
        location: { pathname: "/", search: "" },
        addEventListener: () => {
          throw new Error("no listener expected");
        },
      }),
    ).not.toThrow();
  });

  it("leaves nothing in the page's globals", () => {
    const globals: Record<string, unknown> = {
      sessionStorage: {},
      document: { referrer: "" },
      location: { pathname: "/", search: "" },
      addEventListener: () => undefined,
    };
    runInNewContext(visitSourceScript(), globals);
    expect(Object.keys(globals).sort()).toEqual(["addEventListener", "document", "location", "sessionStorage"]);
  });

  it("uses the field names the server reads", () => {
    expect(ENQUIRY_SOURCE_FIELDS).toEqual(SOURCE_FIELDS);
  });
});
