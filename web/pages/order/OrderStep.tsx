// One numbered step of the order form: a section named by its heading, "1 What" … "4 Where".
import type { ReactNode } from "react";
import { t } from "../../i18n";

export function OrderStep({
  id,
  number,
  title,
  children,
}: {
  id: string;
  number: number;
  title: string;
  children: ReactNode;
}) {
  return (
    <section className="order-step" aria-labelledby={id}>
      <h2 id={id} className="order-step-title">
        <span className="order-step-number" aria-hidden="true">
          {number}
        </span>
        {t(title)}
      </h2>
      {children}
    </section>
  );
}
