import type {
  TCreateWebhookEndpointRequest,
  TUpdateWebhookEndpointRequest,
  TWebhookAttempt,
  TWebhookAttemptList,
  TWebhookEndpoint,
  TWebhookEndpointList,
  TWebhookFullPayloadRequest,
  TWebhookSecretResponse,
} from "@planready/contracts/webhooks";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api";

export const webhookKeys = {
  endpoints: ["webhooks", "endpoints"] as const,
  attempts: (id: string) => ["webhooks", "attempts", id] as const,
};

/** GET /api/webhooks/endpoints: the user's endpoints (an Admin's: the agency's). */
export function getWebhookEndpoints(request?: Request): Promise<TWebhookEndpointList> {
  return api<TWebhookEndpointList>("/api/webhooks/endpoints", request ? { request } : {});
}
export const webhookEndpointsQueryOptions = (request?: Request) =>
  queryOptions({ queryKey: webhookKeys.endpoints, queryFn: () => getWebhookEndpoints(request) });
export const useWebhookEndpoints = () => useQuery(webhookEndpointsQueryOptions());

/** GET /api/webhooks/endpoints/{id}/attempts: the delivery log. */
export const useWebhookAttempts = (id: string) =>
  useQuery({
    queryKey: webhookKeys.attempts(id),
    queryFn: () => api<TWebhookAttemptList>(`/api/webhooks/endpoints/${encodeURIComponent(id)}/attempts`),
  });

function useInvalidating<TInput, TOutput>(send: (input: TInput) => Promise<TOutput>, attemptsOf?: (input: TInput) => string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (_data, input) => {
      void queryClient.invalidateQueries({ queryKey: webhookKeys.endpoints });
      if (attemptsOf) void queryClient.invalidateQueries({ queryKey: webhookKeys.attempts(attemptsOf(input)) });
    },
  });
}

const endpointPath = (id: string) => `/api/webhooks/endpoints/${encodeURIComponent(id)}`;

/** POST /api/webhooks/endpoints: the answer carries the signing secret, shown once. */
export const useCreateWebhookEndpoint = () =>
  useInvalidating((body: TCreateWebhookEndpointRequest) =>
    api<TWebhookSecretResponse>("/api/webhooks/endpoints", { method: "POST", body }),
  );

export const useUpdateWebhookEndpoint = () =>
  useInvalidating(({ id, body }: { id: string; body: TUpdateWebhookEndpointRequest }) =>
    api<TWebhookEndpoint>(endpointPath(id), { method: "PUT", body }),
  );

export const useDeleteWebhookEndpoint = () => useInvalidating((id: string) => api<{ ok: true }>(endpointPath(id), { method: "DELETE" }));

export const useRotateWebhookSecret = () =>
  useInvalidating((id: string) => api<TWebhookSecretResponse>(`${endpointPath(id)}/rotate-secret`, { method: "POST" }));

export const useSetFullPayload = () =>
  useInvalidating(({ id, body }: { id: string; body: TWebhookFullPayloadRequest }) =>
    api<TWebhookEndpoint>(`${endpointPath(id)}/full-payload`, { method: "PUT", body }),
  );

export const useSendWebhookTest = () =>
  useInvalidating(
    (id: string) => api<TWebhookAttempt>(`${endpointPath(id)}/test`, { method: "POST" }),
    (id) => id,
  );

export const useResendWebhookDelivery = () =>
  useInvalidating(
    ({ id, deliveryId }: { id: string; deliveryId: string }) =>
      api<TWebhookAttempt>(`${endpointPath(id)}/deliveries/${encodeURIComponent(deliveryId)}/resend`, { method: "POST" }),
    (input) => input.id,
  );
