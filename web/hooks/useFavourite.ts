// A product's favourite flag, kept only in this browser's local storage (docs/decisions/027).
import { useCallback, useState } from "react";
import { useHydrated } from "../ssr/route-data";

export const FAVOURITES_KEY = "favourites";

function readFavourites(): string[] {
  try {
    const list = JSON.parse(localStorage.getItem(FAVOURITES_KEY) ?? "[]");
    return Array.isArray(list) ? list.filter((id): id is string => typeof id === "string") : [];
  } catch {
    return [];
  }
}

export function useFavourite(productId: string): [boolean, () => void] {
  // the drawn page cannot know this browser's list: it shows once the page is taken over
  const hydrated = useHydrated();
  const [toggled, setFavourite] = useState<boolean | null>(null);
  const favourite = toggled ?? (hydrated && readFavourites().includes(productId));

  const toggle = useCallback(() => {
    const others = readFavourites().filter((id) => id !== productId);
    const next = !readFavourites().includes(productId);
    try {
      localStorage.setItem(FAVOURITES_KEY, JSON.stringify(next ? [...others, productId] : others));
    } catch {
      // storage blocked: the heart still changes for this visit
    }
    setFavourite(next);
  }, [productId]);

  return [favourite, toggle];
}
