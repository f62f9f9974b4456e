import type { TSetMaintenanceRequest, TStaffMaintenance } from "@planready/contracts/staff";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api";
import { staffKeys } from "./staff-keys";

/** GET /api/internal/maintenance: on, upcoming or off, with its description. */
export function getMaintenance(request?: Request): Promise<TStaffMaintenance> {
  return api<TStaffMaintenance>("/api/internal/maintenance", request ? { request } : {});
}

export const maintenanceQueryOptions = (request?: Request) =>
  queryOptions({ queryKey: staffKeys.maintenance(), queryFn: () => getMaintenance(request) });

export function useMaintenance() {
  return useQuery(maintenanceQueryOptions());
}

/** PUT /api/internal/maintenance: the same switch as `npm run maintenance`. */
export function setMaintenance(body: TSetMaintenanceRequest): Promise<TStaffMaintenance> {
  return api<TStaffMaintenance>("/api/internal/maintenance", { method: "PUT", body });
}

export function useSetMaintenance() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setMaintenance,
    onSuccess: (state) => queryClient.setQueryData(staffKeys.maintenance(), state),
  });
}
