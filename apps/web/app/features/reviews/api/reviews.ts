import type { TReview, TReviewList, TReviewSettings, TReviewSettingsRequest } from "@planready/contracts/reviews";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api";

export const reviewKeys = { list: ["reviews", "list"] as const, settings: ["reviews", "settings"] as const };

/** GET /api/reviews: the signed-in agent's reviews, the score distribution and the monthly trend. */
export function getReviews(request?: Request): Promise<TReviewList> {
  return api<TReviewList>("/api/reviews", request ? { request } : {});
}

export const reviewsQueryOptions = (request?: Request) => queryOptions({ queryKey: reviewKeys.list, queryFn: () => getReviews(request) });

export function useReviews() {
  return useQuery(reviewsQueryOptions());
}

/** PUT /api/reviews/{id}/visibility: show or hide a consented testimonial on the splash page. */
export function useSetReviewShown() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, shown }: { id: string; shown: boolean }) =>
      api(`/api/reviews/${encodeURIComponent(id)}/visibility`, { method: "PUT", body: { shown } }),
    onSuccess: (_ok, { id, shown }) =>
      queryClient.setQueryData<TReviewList>(reviewKeys.list, (list) =>
        list ? { ...list, reviews: list.reviews.map((r) => (r.id === id ? { ...r, shown } : r)) } : list,
      ),
  });
}

/** POST /api/reviews/{id}/replies: a private reply by email to the client. */
export function useReplyToReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: string }) =>
      api<TReview["replies"][number]>(`/api/reviews/${encodeURIComponent(id)}/replies`, { method: "POST", body: { body } }),
    onSuccess: (reply, { id }) =>
      queryClient.setQueryData<TReviewList>(reviewKeys.list, (list) =>
        list ? { ...list, reviews: list.reviews.map((r) => (r.id === id ? { ...r, replies: [...r.replies, reply] } : r)) } : list,
      ),
  });
}

/** GET /api/reviews/settings: the agent's Google review link. */
export function getReviewSettings(request?: Request): Promise<TReviewSettings> {
  return api<TReviewSettings>("/api/reviews/settings", request ? { request } : {});
}

export const reviewSettingsQueryOptions = (request?: Request) =>
  queryOptions({ queryKey: reviewKeys.settings, queryFn: () => getReviewSettings(request) });

export function useReviewSettings() {
  return useQuery(reviewSettingsQueryOptions());
}

export function useSaveReviewSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TReviewSettingsRequest) => api<TReviewSettings>("/api/reviews/settings", { method: "PUT", body }),
    onSuccess: (saved) => queryClient.setQueryData(reviewKeys.settings, saved),
  });
}
