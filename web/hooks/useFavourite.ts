// A product's favourite flag, and the list of them (the favourites page), kept only in this
// browser's local storage (docs/decisions/027).
import { useCallback, useState } from "react";
import { useHydrated } from "../ssr/route-data";

export const FAVOURITES_KEY = "favourites";

/** The ids of this browser's favourites, oldest first. */
export function readFavourites(): string[] {
  try {
    const list = JSON.parse(localStorage.getItem(FAVOURITES_KEY) ?? "[]");
    return Array.isArray(list) ? list.filter((id): id is string => typeof id === "string") : [];
  } catch {
    return [];
  }
}

function writeFavourites(ids: string[]): void {
  try {
    localStorage.setItem(FAVOURITES_KEY, JSON.stringify(ids));
  } catch {
    // storage blocked: the change lasts for this visit only
  }
}

/** Takes a product off this browser's list (a product that is gone, or the visitor's wish). */
export function forgetFavourite(productId: string): void {
  writeFavourites(readFavourites().filter((id) => id !== productId));
}

export function useFavourite(productId: string): [boolean, () => void] {
  // the drawn page cannot know this browser's list: it shows once the page is taken over
  const hydrated = useHydrated();
  const [toggled, setFavourite] = useState<boolean | null>(null);
  const favourite = toggled ?? (hydrated && readFavourites().includes(productId));

  const toggle = useCallback(() => {
    const others = readFavourites().filter((id) => id !== productId);
    const next = !readFavourites().includes(productId);
    writeFavourites(next ? [...others, productId] : others);
    setFavourite(next);
  }, [productId]);

  return [favourite, toggle];
}
