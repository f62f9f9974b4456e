import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { Checkbox, Field, Input, Select } from "./form-field";
import { FormFooter } from "./form-footer";

/** The attributes of the first element of `tag` in the markup. */
function attributesOf(html: string, tag: string): Record<string, string> {
  const element = new RegExp(`<${tag}\\b([^>]*)>`).exec(html)?.[1] ?? "";
  return Object.fromEntries([...element.matchAll(/([\w-]+)="([^"]*)"/g)].map((match) => [match[1]!, match[2]!]));
}

describe("Field", () => {
  it("labels its control and says nothing more when there is no hint or error", () => {
    const html = renderToStaticMarkup(
      <Field id="zip" label="ZIP code">
        {(control) => <Input {...control} name="zip" />}
      </Field>,
    );
    expect(attributesOf(html, "label")).toMatchObject({ for: "zip" });
    const input = attributesOf(html, "input");
    expect(input).toMatchObject({ id: "zip", name: "zip" });
    expect(input).not.toHaveProperty("aria-describedby");
    expect(input).not.toHaveProperty("aria-invalid");
  });

  it("ties the hint and the error to the control and marks it invalid", () => {
    const html = renderToStaticMarkup(
      <Field id="end" label="To" hint="The last day" error="Ends before it starts">
        {(control) => <Input {...control} type="date" />}
      </Field>,
    );
    expect(attributesOf(html, "input")).toMatchObject({ "aria-describedby": "end-hint end-error", "aria-invalid": "true" });
    expect(html).toContain('<p id="end-hint" class="text-sm text-slate-600 dark:text-slate-300">The last day</p>');
    expect(html).toMatch(/<p id="end-error" class="[^"]*text-red-700[^"]*">Ends before it starts<\/p>/);
  });

  it("makes an id when none is given, the same for the label and the control", () => {
    const html = renderToStaticMarkup(
      <Field label="Order">
        {(control) => (
          <Select {...control}>
            <option>Newest</option>
          </Select>
        )}
      </Field>,
    );
    const id = attributesOf(html, "select").id;
    expect(id).toBeTruthy();
    expect(attributesOf(html, "label").for).toBe(id);
  });

  it("keeps a visible focus ring and the invalid look on its controls", () => {
    const html = renderToStaticMarkup(<Input aria-label="Search" className="w-full" />);
    expect(attributesOf(html, "input").class).toMatch(/focus:ring-4 .*aria-invalid:border-red-600 .* w-full$/);
  });
});

describe("Checkbox", () => {
  it("is its own label when it has words, and a bare box otherwise", () => {
    const row = renderToStaticMarkup(
      <Checkbox name="value" value="dental">
        Dental
      </Checkbox>,
    );
    expect(row).toMatch(/^<label class="flex min-h-11 items-center gap-3 "><input[^>]*type="checkbox"[^>]*\/>Dental<\/label>$/);
    const bare = renderToStaticMarkup(<Checkbox aria-label="Select all" className="mt-1" />);
    expect(bare.startsWith("<input")).toBe(true);
    expect(attributesOf(bare, "input")).toMatchObject({ type: "checkbox", "aria-label": "Select all" });
    expect(attributesOf(bare, "input").class).toMatch(/ mt-1$/);
  });
});

describe("FormFooter", () => {
  it("announces what went wrong, then offers Save (submits) and Cancel", () => {
    const html = renderToStaticMarkup(
      <FormFooter error="Not saved" saving={false} saveLabel="Save" cancelLabel="Cancel" onCancel={() => {}} />,
    );
    expect(html).toMatch(/<p role="alert"[^>]*>Not saved<\/p>/);
    expect(html).toMatch(/<button[^>]*type="submit"[^>]*>.*Save/);
    expect(html).toContain("Cancel");
    expect(
      renderToStaticMarkup(<FormFooter error={null} saving saveLabel="Save" cancelLabel="Cancel" onCancel={() => {}} />),
    ).not.toContain('role="alert"');
  });
});
