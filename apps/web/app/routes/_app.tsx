import { Outlet } from "react-router";
import { RequireUser } from "../features/auth/components/require-user";

export default function AppLayout() {
  return (
    <RequireUser>
      <Outlet />
    </RequireUser>
  );
}
