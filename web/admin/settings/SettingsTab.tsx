// Settings tab: loads the owner's settings (GET /api/admin/settings) into the form.
import { useResource } from "../../hooks/useResource";
import { adminApi } from "../api";
import { LoadBanner } from "../LoadBanner";
import { SettingsForm } from "./SettingsForm";

export function SettingsTab() {
  const { state } = useResource(adminApi.settings, []);
  if (state.status !== "ready") return <LoadBanner state={state} />;
  return <SettingsForm initial={state.data} />;
}
