// The submit every form repeats: check the fields (nothing is sent while one is wrong),
// clear the last message, call, then show what came of it. One submit at a time (useBusy);
// a refused token shows nothing here, the session ends (web/auth/SessionExpiry.tsx).
import { useState } from "react";
import { isSessionExpired } from "../../api/client";
import type { Notice } from "./FormMessage";
import { useBusy } from "./useBusy";

export interface Submission {
  /** The form's check (useForm's `check(rule)`); false stops before any call. */
  check?: () => boolean;
  /** The call and what follows it; a Notice it returns is shown (e.g. a success). */
  action: () => Promise<Notice | undefined>;
  /** The message for a failure of `action`; none when the failure shows elsewhere (a panel).
   *  It may call again first (the order form fetches the gifts a refusal names). */
  failed: (error: unknown) => Notice | undefined | Promise<Notice | undefined>;
}

/** `initial`: the message the form opens with (e.g. "we sent you a code"). */
export function useSubmit(initial: Notice | null = null) {
  const [notice, setNotice] = useState<Notice | null>(initial);
  const { busy, run } = useBusy();

  const submit = ({ check, action, failed }: Submission) =>
    run(async () => {
      if (check && !check()) return;
      setNotice(null);
      try {
        const done = await action();
        if (done) setNotice(done);
      } catch (error) {
        if (isSessionExpired(error)) return;
        const message = await failed(error);
        if (message) setNotice(message);
      }
    });

  return { busy, notice, setNotice, submit };
}
