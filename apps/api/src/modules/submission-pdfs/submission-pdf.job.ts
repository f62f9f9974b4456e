import type { AppDeps } from "../../core/deps.ts";
import { generateSubmissionPdf } from "./submission-pdfs.service.ts";

/** Job `submission-pdf`: renders and stores one submission's PDF (see generateSubmissionPdf). */
export async function runSubmissionPdfJob(deps: Pick<AppDeps, "db" | "storage">, data: { responseId: string }): Promise<void> {
  await generateSubmissionPdf(deps, data.responseId);
}
