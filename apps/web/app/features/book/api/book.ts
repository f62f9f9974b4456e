import type { TBookClientPage, TBookImport, TBookListQuery, TBookMapping, TBookRowProblemItem } from "@planready/contracts/book";
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api";

export const bookKeys = {
  all: ["book"] as const,
  clients: (query: Partial<TBookListQuery>) => ["book", "clients", query] as const,
  mapping: ["book", "mapping"] as const,
  imports: ["book", "imports"] as const,
  import: (id: string) => ["book", "imports", id] as const,
  problems: (id: string) => ["book", "imports", id, "problems"] as const,
};

function queryString(query: Partial<TBookListQuery>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined && value !== "") params.set(key, String(value));
  const text = params.toString();
  return text ? `?${text}` : "";
}

/** GET /api/book/clients: one page of the agent's own clients. */
export const bookClientsQueryOptions = (query: Partial<TBookListQuery>, request?: Request) =>
  queryOptions({
    queryKey: bookKeys.clients(query),
    queryFn: () => api<TBookClientPage>(`/api/book/clients${queryString(query)}`, request ? { request } : {}),
    placeholderData: keepPreviousData,
  });
export const useBookClients = (query: Partial<TBookListQuery>) => useQuery(bookClientsQueryOptions(query));

export const useBookMapping = () =>
  useQuery({ queryKey: bookKeys.mapping, queryFn: () => api<{ mapping: TBookMapping }>("/api/book/mapping") });

const running = (imp: TBookImport | undefined) =>
  !!imp && (imp.status === "queued" || imp.status === "running" || imp.status === "uploading");

/** The agent's latest imports; polled every second while one is still running. */
export const useBookImports = () =>
  useQuery({
    queryKey: bookKeys.imports,
    queryFn: () => api<{ imports: TBookImport[] }>("/api/book/imports"),
    refetchInterval: (query) => (query.state.data?.imports.some(running) ? 1000 : false),
  });

export const useBookImportProblems = (id: string, enabled: boolean) =>
  useQuery({
    queryKey: bookKeys.problems(id),
    queryFn: () => api<{ problems: TBookRowProblemItem[] }>(`/api/book/imports/${encodeURIComponent(id)}/problems`),
    enabled,
  });

/** POST /api/book/imports: starts an upload of `chunkCount` chunks. */
export const startBookImport = (body: { file_name: string; mapping: TBookMapping; chunk_count: number }) =>
  api<{ import: TBookImport }>("/api/book/imports", { method: "POST", body });

/** PUT one chunk; the last one queues the import job. */
export const putBookImportChunk = (id: string, seq: number, content: string) =>
  api<{ import: TBookImport }>(`/api/book/imports/${encodeURIComponent(id)}/chunks/${seq}`, { method: "PUT", body: { content } });

/** DELETE /api/book/clients/{id}: removes one client from the agent's own book, then reloads the list. */
export function useRemoveBookClient() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api<null>(`/api/book/clients/${encodeURIComponent(id)}`, { method: "DELETE" }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ["book", "clients"] }),
  });
}
