// What every e-mailed-code step shows, at checkout (pages/order/CodeStep) and on /login
// (account/CodeSignIn): where the code went and how long it lasts, and "Resend code" counting
// down the minute before another may be asked for.
import { useEffect, useState } from "react";
import { CODE_LENGTH, CODE_RESEND_SECONDS, CODE_TTL_MINUTES } from "../../../shared/limits";
import { t } from "../../i18n";
import { T } from "../../i18n/T";
import { SubmitButton } from "./SubmitButton";

/** Whole seconds until a new code may be asked for, counting down once a second to 0. */
export function useResendCountdown(sentAt: number): number {
  const left = () => Math.max(0, Math.ceil((sentAt + CODE_RESEND_SECONDS * 1000 - Date.now()) / 1000));
  const [seconds, setSeconds] = useState(left);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `left` reads only sentAt
  useEffect(() => {
    setSeconds(left());
    const timer = setInterval(() => {
      const now = left();
      setSeconds(now);
      if (now === 0) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [sentAt]);
  return seconds;
}

export function CodeSentNote({ email, className }: { email: string; className: string }) {
  return (
    <p className={className}>
      <T
        text="Enter the {count}-digit code we sent to {email}. It is valid for {minutes} minutes."
        values={{ count: CODE_LENGTH, email: <strong>{email}</strong>, minutes: CODE_TTL_MINUTES }}
      />
    </p>
  );
}

export function ResendCodeButton(props: { sentAt: number; resending: boolean; onResend: () => void }) {
  const seconds = useResendCountdown(props.sentAt);
  return (
    <SubmitButton
      type="button"
      className="btn btn-ghost"
      busy={props.resending}
      busyLabel={t("Sending…")}
      disabled={seconds > 0}
      onClick={props.onResend}
    >
      {seconds > 0 ? t("Resend code in {seconds} s", { seconds }) : t("Resend code")}
    </SubmitButton>
  );
}
