// "Export CSV" in the Orders tab: downloads GET /api/admin/orders.csv for the list's current
// filters. The API wants the bearer token, which a plain link cannot send, so the file is
// fetched through the API client (adminApi.ordersCsv), kept as a Blob and saved through a temporary
// <a download> at an object URL, let go of once the click is done.

import { SubmitButton } from "../../components/forms/SubmitButton";
import { useBusy } from "../../components/forms/useBusy";
import { useToast } from "../../components/Toast";
import { adminApi, failureText, type OrderFilters } from "../api";

function save(file: Blob, name: string) {
  const url = URL.createObjectURL(file);
  const link = document.createElement("a");
  link.href = url;
  link.download = name;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // once the click's download has taken the file
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

export function ExportCsvButton({ filters }: { filters: OrderFilters }) {
  const toast = useToast();
  const { busy, run } = useBusy();
  const exportCsv = () =>
    run(async () => {
      try {
        const { file, name } = await adminApi.ordersCsv(filters);
        save(file, name);
      } catch (failure) {
        toast(failureText(failure, "Could not export the orders"), "error");
      }
    });
  return (
    <SubmitButton
      type="button"
      className="btn btn-secondary btn-sm"
      busy={busy}
      busyLabel="Exporting…"
      onClick={exportCsv}
    >
      Export CSV
    </SubmitButton>
  );
}
