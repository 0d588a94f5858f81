// Picking an image file that uploads at once, for the catalogue's pictures (an order's delivery
// photo is previewed first: DeliveryPhoto.tsx): the same early refusal of a file the server
// would refuse (type, size), the busy flag, the problem in words beside the field and a toast
// either way.
import { type ChangeEvent, useState } from "react";
import { MSG } from "../../../shared/messages";
import { isSessionExpired } from "../../api/client";
import { useToast } from "../../components/Toast";
import { imageFileProblem } from "../../lib/images";
import { failureText } from "../api";

const texts = { uploaded: MSG.admin.uploaded, failed: MSG.admin.uploadFailed };

export function useImageUpload<T>(
  upload: (file: File) => Promise<T>,
  done: (result: T) => void,
  { onBusy }: { onBusy?: (busy: boolean) => void } = {},
) {
  const toast = useToast();
  const [uploading, setUploading] = useState(false);
  const [problem, setProblem] = useState("");

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (!file || uploading) return;
    setProblem("");
    const refused = imageFileProblem(file);
    if (refused) {
      setProblem(refused);
      toast(texts.failed, "error");
      event.target.value = "";
      return;
    }
    setUploading(true);
    onBusy?.(true);
    try {
      done(await upload(file));
      toast(texts.uploaded, "success");
    } catch (failure) {
      console.error(failure);
      if (isSessionExpired(failure)) return; // the session ends (web/auth/SessionExpiry.tsx)
      setProblem(failureText(failure, texts.failed));
      toast(texts.failed, "error");
      event.target.value = "";
    } finally {
      setUploading(false);
      onBusy?.(false);
    }
  };

  return { uploading, problem, onFile };
}
