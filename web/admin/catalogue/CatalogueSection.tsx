// The frame of a catalogue list (products, add-ons): a section named by its heading, which
// takes focus back when the form closes, with the button that opens the form for a new item.
import type { ReactNode, RefObject } from "react";

interface CatalogueSectionProps {
  titleId: string;
  title: string;
  heading: RefObject<HTMLHeadingElement | null>;
  addLabel: string;
  onAdd: () => void;
  children: ReactNode;
}

export function CatalogueSection({
  titleId,
  title,
  heading,
  addLabel,
  onAdd,
  children,
}: CatalogueSectionProps) {
  return (
    <section aria-labelledby={titleId}>
      <div className="admin-section-head">
        <h2 id={titleId} ref={heading} tabIndex={-1}>
          {title}
        </h2>
        <button type="button" className="btn btn-primary btn-sm" onClick={onAdd}>
          {addLabel}
        </button>
      </div>
      {children}
    </section>
  );
}
