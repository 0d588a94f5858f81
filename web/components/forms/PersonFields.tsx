// The fields that say who someone is, the same on every form that asks (register, login,
// reset, profile, order): label, autofill name, phone or e-mail keyboard, server length limit.
import { TEXT_MAX } from "../../../shared/limits";
import { t } from "../../i18n";
import { TextField } from "./TextField";
import type { FieldBinding } from "./useForm";

type PersonFieldProps = FieldBinding & { hint?: string; optional?: boolean; readOnly?: boolean };

export function FullNameField(props: PersonFieldProps) {
  return <TextField label={t("Full name")} autoComplete="name" maxLength={TEXT_MAX.name} {...props} />;
}

export function EmailField(props: PersonFieldProps) {
  return (
    <TextField
      label={t("Email")}
      type="email"
      inputMode="email"
      autoComplete="email"
      maxLength={TEXT_MAX.email}
      {...props}
    />
  );
}

/** Never optional: every screen that asks for it requires it (shared/schemas.ts `mobileField`,
 *  `mobileError`), since the florist calls or messages it about the delivery. */
export function MobileField(props: Omit<PersonFieldProps, "optional">) {
  return (
    <TextField
      label={t("Mobile number")}
      type="tel"
      autoComplete="tel"
      maxLength={TEXT_MAX.mobile}
      {...props}
    />
  );
}
