import type { AppDeps } from "../../core/deps.ts";
import type { JobPayloads } from "../../jobs/job-queue.ts";
import { generateSubmissionPdf } from "./submission-pdfs.service.ts";

/** Job `submission-pdf`: renders and stores one submission's PDF in one language (see generateSubmissionPdf). */
export async function runSubmissionPdfJob(deps: Pick<AppDeps, "db" | "storage">, data: JobPayloads["submission-pdf"]): Promise<void> {
  await generateSubmissionPdf(deps, data);
}
