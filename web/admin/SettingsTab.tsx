// Settings tab: loads the owner's settings (GET /api/admin/settings) into the form.
import { adminApi } from "./api";
import { LoadBanner } from "./LoadBanner";
import { SettingsForm } from "./SettingsForm";
import { useAdminData } from "./useAdminData";

export function SettingsTab() {
  const [state] = useAdminData(adminApi.settings);
  if (state.status !== "ready") return <LoadBanner state={state} />;
  return <SettingsForm initial={state.data} />;
}
