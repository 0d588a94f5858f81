// The sizes a product is offered in, as choice cards with their prices: on
// the product page before ordering, and on the order form.
import { SIZE_LABELS, type SizeId } from "../../shared/sizes";
import type { ProductSize } from "../api/product";
import "../styles/choices.css";
import { t } from "../i18n";
import { formatUsdAndKhr } from "../lib/format";

export interface SizePickerProps {
  sizes: readonly ProductSize[];
  size: SizeId;
  onSize: (size: SizeId) => void;
  legend: string;
  className?: string;
}

export function SizePicker({ sizes, size, onSize, legend, className }: SizePickerProps) {
  return (
    <fieldset className={className ? `choice-group ${className}` : "choice-group"}>
      <legend className="field-label">{t(legend)}</legend>
      <div className="choice-grid choice-grid-3">
        {sizes.map((option) => (
          <label key={option.id} className="choice">
            <input
              type="radio"
              name="size"
              value={option.id}
              checked={size === option.id}
              onChange={() => onSize(option.id)}
            />
            <span className="choice-text">
              <span className="choice-title">{t(SIZE_LABELS[option.id])}</span>{" "}
              <span className="choice-meta">{formatUsdAndKhr(option.price, option.priceKhr)}</span>
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
