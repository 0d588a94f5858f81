// "Where": the delivery area with its fee, the address (hotel, guesthouse
// and villa names welcome, no postcode), an optional landmark and driver notes, and
// "Use my location" for a pin, with an "Open in Maps" link once it is set.

import { mapsUrl } from "../../../shared/address";
import type { AreaWire } from "../../../shared/delivery";
import { TEXT_MAX } from "../../../shared/limits";
import { Field } from "../../components/forms/Field";
import { TextAreaField, TextField } from "../../components/forms/TextField";
import type { FieldBinding } from "../../components/forms/useForm";
import { t } from "../../i18n";
import { formatUsdAndKhr } from "../../lib/format";
import type { Pin } from "./draft";
import { OrderStep } from "./OrderStep";
import { ORDER_TEXT } from "./texts";
import type { PinStatus } from "./useLocationPin";

interface WhereSectionProps {
  areas: AreaWire[];
  area: string;
  onArea: (area: string) => void;
  field: (name: "address" | "landmark" | "notes") => FieldBinding;
  pin: Pin | null;
  pinStatus: PinStatus;
  pinMessage: string | null;
  onLocate: () => void;
  onClearPin: () => void;
}

const areaLabel = (area: AreaWire) =>
  [
    area.name,
    area.fee > 0 ? formatUsdAndKhr(area.fee, area.fee_khr) : t(ORDER_TEXT.free),
    area.same_day ? null : t("next day or later"),
  ]
    .filter(Boolean)
    .join(" · ");

export function WhereSection(props: WhereSectionProps) {
  const { areas, area, onArea, field, pin, pinStatus, pinMessage, onLocate, onClearPin } = props;
  return (
    <OrderStep id="order-where" number={4} title={ORDER_TEXT.where}>
      <Field label={ORDER_TEXT.area}>
        {(control) => (
          <select {...control} name="area" value={area} onChange={(event) => onArea(event.target.value)}>
            {areas.map((option) => (
              <option key={option.id} value={String(option.id)}>
                {areaLabel(option)}
              </option>
            ))}
          </select>
        )}
      </Field>
      <TextAreaField
        label={ORDER_TEXT.address}
        autoComplete="street-address"
        rows={2}
        maxLength={TEXT_MAX.address}
        hint={ORDER_TEXT.addressHint}
        {...field("address")}
      />
      <div className="location-pin">
        <div className="cluster">
          <button
            type="button"
            className="btn btn-secondary btn-sm"
            onClick={onLocate}
            aria-disabled={pinStatus === "locating" || undefined}
          >
            {t(pinStatus === "locating" ? ORDER_TEXT.locating : ORDER_TEXT.useLocation)}
          </button>
          {pin ? (
            <>
              <a
                className="btn btn-ghost btn-sm"
                href={mapsUrl(pin)}
                target="_blank"
                rel="noopener noreferrer"
              >
                {t(ORDER_TEXT.openInMaps)}
              </a>
              <button type="button" className="btn btn-ghost btn-sm" onClick={onClearPin}>
                {t(ORDER_TEXT.clearLocation)}
              </button>
            </>
          ) : null}
        </div>
        <div role="status" className="form-status">
          {pinMessage ? (
            <p className={`field-hint${pinStatus === "set" ? "" : " location-problem"}`}>{t(pinMessage)}</p>
          ) : null}
        </div>
      </div>
      <TextField
        label={ORDER_TEXT.landmark}
        maxLength={TEXT_MAX.short}
        optional
        hint={ORDER_TEXT.landmarkHint}
        {...field("landmark")}
      />
      <TextAreaField
        label={ORDER_TEXT.instructions}
        rows={2}
        maxLength={TEXT_MAX.long}
        optional
        {...field("notes")}
      />
    </OrderStep>
  );
}
