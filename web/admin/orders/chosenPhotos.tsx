// The delivery photos the owner has chosen but not sent yet, one per order, kept for the whole
// dashboard: the order's detail previews its photo, and "Mark delivered" sends it before the
// status changes (useOrderChanges), wherever it is pressed (the detail, the orders list, the
// Deliveries board), so the customer's "delivered" e-mail carries it (docs/decisions/067).
import { createContext, type ReactNode, useContext, useMemo, useState } from "react";

export interface ChosenPhotos {
  photoFor: (orderId: number) => File | null;
  /** Keeps `file` for the order, or drops its choice (null). */
  choose: (orderId: number, file: File | null) => void;
}

const ChosenPhotosContext = createContext<ChosenPhotos | null>(null);

export function ChosenPhotosProvider({ children }: { children: ReactNode }) {
  const [files, setFiles] = useState<ReadonlyMap<number, File>>(() => new Map());
  const store = useMemo<ChosenPhotos>(
    () => ({
      photoFor: (orderId) => files.get(orderId) ?? null,
      choose: (orderId, file) =>
        setFiles((current) => {
          const next = new Map(current);
          if (file) next.set(orderId, file);
          else next.delete(orderId);
          return next;
        }),
    }),
    [files],
  );
  return <ChosenPhotosContext.Provider value={store}>{children}</ChosenPhotosContext.Provider>;
}

export function useChosenPhotos(): ChosenPhotos {
  const store = useContext(ChosenPhotosContext);
  if (!store) throw new Error("useChosenPhotos is used outside a ChosenPhotosProvider");
  return store;
}
