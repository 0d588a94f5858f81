// "What": the bouquet's size (radio cards with prices) and the optional gifts that go with
// it (checkboxes with pictures and prices; out-of-stock ones shown but not offered).
import type { AddOnWire } from "../../../shared/addons";
import { MAX_ADD_ONS } from "../../../shared/limits";
import type { SizeId } from "../../../shared/sizes";
import type { ProductSize } from "../../api/product";
import { SizePicker } from "../../components/SizePicker";
import { ownerTextLang, t } from "../../i18n";
import { formatUsdAndKhr } from "../../lib/format";
import { pictureAttributes } from "../../lib/pictures";
import { OrderStep } from "./OrderStep";
import { ORDER_TEXT } from "./texts";

interface WhatSectionProps {
  sizes: ProductSize[];
  size: SizeId;
  onSize: (size: SizeId) => void;
  addOns: AddOnWire[];
  chosen: number[];
  onAddOns: (ids: number[]) => void;
}

export function WhatSection({ sizes, size, onSize, addOns, chosen, onAddOns }: WhatSectionProps) {
  const full = chosen.length >= MAX_ADD_ONS;
  const toggle = (id: number, on: boolean) =>
    onAddOns(on ? [...chosen, id] : chosen.filter((chosenId) => chosenId !== id));

  return (
    <OrderStep id="order-what" number={1} title={ORDER_TEXT.what}>
      {sizes.length > 1 ? (
        <SizePicker sizes={sizes} size={size} onSize={onSize} legend={ORDER_TEXT.size} />
      ) : (
        <p className="order-one-size">
          {t(sizes[0]?.label ?? "")} · {formatUsdAndKhr(sizes[0]?.price ?? 0, sizes[0]?.priceKhr ?? 0)}
        </p>
      )}
      {addOns.length > 0 ? (
        <fieldset className="choice-group">
          <legend className="field-label">
            {t(ORDER_TEXT.addOns)}{" "}
            <span className="optional">{t(ORDER_TEXT.addOnsHint, { max: MAX_ADD_ONS })}</span>
          </legend>
          <div className="choice-grid choice-grid-2">
            {addOns.map((addOn) => {
              const on = chosen.includes(addOn.id);
              const offered = addOn.in_stock && (on || !full);
              return (
                <label key={addOn.id} className="choice choice-addon">
                  <input
                    type="checkbox"
                    name="addOns"
                    value={addOn.id}
                    checked={on}
                    disabled={!offered}
                    onChange={(event) => toggle(addOn.id, event.target.checked)}
                  />
                  {addOn.image ? (
                    <img
                      {...pictureAttributes(addOn.image, "48px")}
                      alt=""
                      width={48}
                      height={48}
                      loading="lazy"
                      decoding="async"
                    />
                  ) : null}
                  <span className="choice-text">
                    <span className="choice-title" lang={ownerTextLang(addOn.name)}>
                      {addOn.name}
                    </span>{" "}
                    <span className="choice-meta">
                      {addOn.in_stock
                        ? `+${formatUsdAndKhr(addOn.price, addOn.price_khr)}`
                        : t(ORDER_TEXT.outOfStock)}
                    </span>
                  </span>
                </label>
              );
            })}
          </div>
        </fieldset>
      ) : null}
    </OrderStep>
  );
}
