import { describe, expect, it } from "vitest";
import { attachmentDisposition, submissionPdfFileName } from "./submission-pdf.file-name.ts";

const base = { id: "7d1f3c1e-0000-4000-8000-000000000001", survey_type: "medicare" as const, day: new Date("2026-11-27T03:00:00Z") };

describe("the PDF's file name", () => {
  it("is the client's last and first name, the survey and the agency's day", () => {
    expect(submissionPdfFileName({ ...base, first_name: "Maria", last_name: "Lopez" })).toBe("Lopez, Maria – Medicare – 2026-11-26.pdf");
    expect(submissionPdfFileName({ ...base, survey_type: "aca", first_name: null, last_name: "Lopez" })).toBe(
      "Lopez – ACA – 2026-11-26.pdf",
    );
    expect(submissionPdfFileName({ ...base, first_name: " ", last_name: null })).toBe("Submission 7d1f3c1e – Medicare – 2026-11-26.pdf");
  });

  it("keeps no path separators, quotes or control characters from the client's answers", () => {
    expect(submissionPdfFileName({ ...base, first_name: 'Ro"sa\n', last_name: "../../etc\\passwd" })).toBe(
      ".. .. etc passwd, Ro sa – Medicare – 2026-11-26.pdf",
    );
  });

  it("is sent as ASCII for old clients and as UTF-8 (RFC 5987) for the others", () => {
    expect(attachmentDisposition("López, María – Medicare – 2026-11-26.pdf")).toBe(
      `attachment; filename="Lopez, Maria - Medicare - 2026-11-26.pdf"; filename*=UTF-8''L%C3%B3pez%2C%20Mar%C3%ADa%20%E2%80%93%20Medicare%20%E2%80%93%202026-11-26.pdf`,
    );
    expect(attachmentDisposition("O'Neil (2).pdf")).toBe(`attachment; filename="O'Neil (2).pdf"; filename*=UTF-8''O%27Neil%20%282%29.pdf`);
    expect(attachmentDisposition("王 – Life.pdf")).toBe(
      `attachment; filename="_ - Life.pdf"; filename*=UTF-8''%E7%8E%8B%20%E2%80%93%20Life.pdf`,
    );
  });
});
