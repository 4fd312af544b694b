// The field kit as the browser receives it: each control found by its label, its hint and error tied to it,
// and the required state said the way each side of the product says it.
import type { ReactElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { CheckboxField } from "./checkbox-field";
import { InputField, SelectField, TextAreaField } from "./fields";
import { RequiredMark } from "./required-mark";
import { STAFF_DIALOG_TONE, STAFF_TONE } from "./staff-field-tones";

/** The server's markup, read the way these tests need: an element's attributes and text by id, a label's text. */
function render(element: ReactElement) {
  const html = renderToStaticMarkup(element);
  return {
    html,
    byId(id: string) {
      const tag = new RegExp(`<(\\w+)([^>]*\\sid="${id}"[^>]*)>`).exec(html);
      if (!tag) return null;
      const [opening, name = "", attributeText = ""] = tag;
      const attributes = new Map<string, string>();
      for (const [, attribute = "", value = ""] of attributeText.matchAll(/\s([\w-]+)(?:="([^"]*)")?/g)) {
        attributes.set(attribute, value);
      }
      const start = tag.index + opening.length;
      const end = html.indexOf(`</${name}>`, start);
      return {
        tag: name,
        attribute: (name: string) => attributes.get(name) ?? null,
        text: () => (end < 0 ? "" : html.slice(start, end).replace(/<[^>]+>/g, "")),
      };
    },
    /** The label's accessible text: what is hidden from screen readers left out. */
    labelFor(id: string) {
      const label = new RegExp(`<label for="${id}"[^>]*>(.*?)</label>`).exec(html);
      if (!label) return null;
      return (label[1] ?? "").replace(/<span[^>]*aria-hidden="true"[^>]*>.*?<\/span>/g, "").replace(/<[^>]+>/g, "");
    },
  };
}

describe("InputField", () => {
  it("ties the label, the hint and the error to the input, and marks it invalid and required", () => {
    const page = render(
      <InputField
        id="contact-email"
        name="email"
        type="email"
        label="Email Address"
        hint="We answer within a day."
        error="Please enter a valid email address"
        required
        defaultValue="nobody@"
      />,
    );
    const input = page.byId("contact-email");
    expect(input?.tag).toBe("input");
    expect(input?.attribute("name")).toBe("email");
    expect(input?.attribute("type")).toBe("email");
    expect(input?.attribute("value")).toBe("nobody@");
    expect(page.labelFor("contact-email")).toBe("Email Address");
    expect(input?.attribute("aria-describedby")).toBe("contact-email-hint contact-email-error");
    expect(input?.attribute("aria-invalid")).toBe("true");
    expect(input?.attribute("aria-required")).toBe("true");
    // The site's forms leave the browser's own checks out: the server's schema decides.
    expect(input?.attribute("required")).toBeNull();
    expect(page.byId("contact-email-hint")?.text()).toBe("We answer within a day.");
    expect(page.byId("contact-email-error")?.text()).toBe("Please enter a valid email address");
  });

  it("says nothing of errors or hints it does not have", () => {
    const page = render(<InputField id="booking-phone" name="phone" label="Phone" />);
    const input = page.byId("booking-phone");
    expect(input?.attribute("aria-describedby")).toBeNull();
    expect(input?.attribute("aria-invalid")).toBeNull();
    expect(input?.attribute("aria-required")).toBeNull();
    expect(page.html).not.toContain("booking-phone-error");
    expect(page.html).not.toContain("booking-phone-hint");
  });

  it("points only at the error when there is no hint", () => {
    const page = render(<InputField id="a-name" name="name" label="Name" error="Name is required" />);
    expect(page.byId("a-name")?.attribute("aria-describedby")).toBe("a-name-error");
  });

  it("on a staff screen lets the browser check a required field and draws it in stone", () => {
    const page = render(
      <InputField id="field-email" name="email" type="email" label="Email" required tone={STAFF_TONE} />,
    );
    const input = page.byId("field-email");
    expect(input?.attribute("required")).toBe("");
    expect(input?.attribute("aria-required")).toBeNull();
    expect(page.html).toContain("border-stone-300");
    expect(page.html).not.toContain("sand-");
  });

  it("takes a label with a star that screen readers skip, as the table dialogs mark required fields", () => {
    const page = render(
      <InputField
        id="record-title"
        name="title"
        label={
          <>
            Title
            <RequiredMark />
          </>
        }
        required
        tone={STAFF_DIALOG_TONE}
      />,
    );
    expect(page.html).toContain('<span class="text-red-700" aria-hidden="true"> *</span>');
    expect(page.labelFor("record-title")).toBe("Title");
  });
});

describe("TextAreaField", () => {
  it("is wired like an input and keeps what was typed", () => {
    const page = render(
      <TextAreaField
        id="contact-message"
        name="message"
        label="Message"
        hint="Up to 5000 characters."
        error="Please tell us a little more"
        required
        rows={6}
        defaultValue="Hello"
      />,
    );
    const textArea = page.byId("contact-message");
    expect(textArea?.tag).toBe("textarea");
    expect(textArea?.attribute("rows")).toBe("6");
    expect(textArea?.attribute("aria-describedby")).toBe("contact-message-hint contact-message-error");
    expect(textArea?.attribute("aria-invalid")).toBe("true");
    expect(textArea?.attribute("aria-required")).toBe("true");
    expect(textArea?.text()).toBe("Hello");
    expect(page.byId("contact-message-error")?.text()).toBe("Please tell us a little more");
  });
});

describe("SelectField", () => {
  it("draws its options and the chosen one, with its error tied to it", () => {
    const page = render(
      <SelectField id="safari-country" name="country" label="Country" required defaultValue="Kenya" error="Pick one">
        <option value="">Select your country</option>
        <option value="Kenya">Kenya</option>
      </SelectField>,
    );
    const select = page.byId("safari-country");
    expect(select?.tag).toBe("select");
    expect(select?.attribute("aria-describedby")).toBe("safari-country-error");
    expect(select?.attribute("aria-invalid")).toBe("true");
    expect(select?.attribute("aria-required")).toBe("true");
    expect(page.html).toContain('<option value="Kenya" selected="">Kenya</option>');
    expect(page.labelFor("safari-country")).toBe("Country");
  });
});

describe("CheckboxField", () => {
  it("puts the label beside the box and ties the error to it", () => {
    const page = render(
      <CheckboxField
        id="record-banned"
        name="banned"
        label="Blocked from signing in"
        defaultChecked
        error="You cannot block your own account."
        tone={STAFF_DIALOG_TONE}
      />,
    );
    const box = page.byId("record-banned");
    expect(box?.attribute("type")).toBe("checkbox");
    expect(box?.attribute("checked")).toBe("");
    expect(box?.attribute("aria-describedby")).toBe("record-banned-error");
    expect(box?.attribute("aria-invalid")).toBe("true");
    expect(page.labelFor("record-banned")).toBe("Blocked from signing in");
    expect(page.byId("record-banned-error")?.text()).toBe("You cannot block your own account.");
    expect(page.html.indexOf('type="checkbox"')).toBeLessThan(page.html.indexOf("<label"));
  });
});
