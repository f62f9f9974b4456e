import { generateSubmissionPdf, type SubmissionPdfDeps } from "../modules/submission-pdfs/submission-pdfs.service.ts";

/** Job `submission-pdf`: renders and stores one submission's PDF (see generateSubmissionPdf). */
export async function runSubmissionPdfJob(deps: SubmissionPdfDeps, data: { responseId: string }): Promise<void> {
  await generateSubmissionPdf(deps, data.responseId);
}
