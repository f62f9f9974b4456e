import { bookClientStatuses, bookPlanTypes, type TBookClientStatus, type TBookPlanType } from "@planready/contracts/book-rules";
import type { TBookListQuery } from "@planready/contracts/book";

/** The book's filters and page, read from the address (`?status=…&plan_type=…&zip=…&birth_month=…&q=…&page=…`). */
export function bookQueryFromParams(params: URLSearchParams): Partial<TBookListQuery> {
  const query: Partial<TBookListQuery> = { page_size: 25 };
  const status = params.get("status");
  if (status && (bookClientStatuses as readonly string[]).includes(status)) query.status = status as TBookClientStatus;
  const plan = params.get("plan_type");
  if (plan && (bookPlanTypes as readonly string[]).includes(plan)) query.plan_type = plan as TBookPlanType;
  const zip = params.get("zip");
  if (zip && /^\d{5}$/.test(zip)) query.zip = zip;
  const month = Number(params.get("birth_month"));
  if (Number.isInteger(month) && month >= 1 && month <= 12) query.birth_month = month;
  const q = params.get("q")?.trim();
  if (q) query.q = q.slice(0, 100);
  const page = Number(params.get("page"));
  if (Number.isInteger(page) && page > 1) query.page = page;
  return query;
}
