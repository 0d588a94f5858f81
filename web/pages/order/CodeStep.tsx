// A visitor's "Place order", second half: the 6-digit code e-mailed to the form's address, asked
// for in place under the form (nothing typed above it goes), with "Resend code" counting down
// its cooldown and the button that signs in (or opens the account) and places the order at once.
import { useEffect, useState } from "react";
import { CODE_LENGTH, CODE_RESEND_SECONDS, CODE_TTL_MINUTES } from "../../../shared/limits";
import { CodeField } from "../../components/forms/CodeField";
import { FormMessage, type Notice } from "../../components/forms/FormMessage";
import { SubmitButton } from "../../components/forms/SubmitButton";
import { t } from "../../i18n";
import { T } from "../../i18n/T";
import { ORDER_TEXT } from "./texts";

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

interface CodeStepProps {
  email: string;
  sentAt: number;
  code: string;
  onCode: (code: string) => void;
  codeError?: string;
  notice: Notice | null;
  busy: boolean;
  resending: boolean;
  onConfirm: () => void;
  onResend: () => void;
}

export function CodeStep(props: CodeStepProps) {
  const { email, sentAt, code, onCode, codeError, notice, busy, resending, onConfirm, onResend } = props;
  const seconds = useResendCountdown(sentAt);
  return (
    <div className="order-code">
      <p className="order-code-note">
        <T
          text="Enter the {count}-digit code we sent to {email}. It is valid for {minutes} minutes."
          values={{ count: CODE_LENGTH, email: <strong>{email}</strong>, minutes: CODE_TTL_MINUTES }}
        />
      </p>
      <CodeField
        label={t("Verification code")}
        name="otp"
        value={code}
        onChange={onCode}
        error={codeError}
        // Focus goes to the field as it appears, where the next thing to type is.
        autoFocus
      />
      <FormMessage notice={notice} />
      <SubmitButton
        type="button"
        busy={busy}
        busyLabel={ORDER_TEXT.confirming}
        className="btn btn-primary btn-block btn-lg"
        onClick={onConfirm}
      >
        {ORDER_TEXT.confirmAndPlace}
      </SubmitButton>
      <SubmitButton
        type="button"
        className="btn btn-ghost"
        busy={resending}
        busyLabel={t("Sending…")}
        disabled={seconds > 0}
        onClick={onResend}
      >
        {seconds > 0 ? t(ORDER_TEXT.resendIn, { seconds }) : t("Resend code")}
      </SubmitButton>
    </div>
  );
}
