// The florist's order journey on a 390 px phone: a customer
// picks the deluxe size on the product page, adds a glass vase, chooses tomorrow afternoon,
// sends the flowers to someone at a hotel with a Khmer card message, sees the live total,
// and finds every detail on the confirmation and in My orders. The form is checked with
// axe on the way, Enter in a field never places the order, and nothing overflows the phone.
// Also: the location pin (refused, outside, inside Siem Reap) and a slot taken meanwhile.
import { formatMoney, formatUsd as usd } from "../web/lib/format";
import { noSideways, PHONE, seriousA11yViolations } from "./browser";
import { addDays, longDate } from "./dates";
import { expect, test } from "./fixtures";
import { api, type CatalogueProduct, catalogue } from "./session";

const KHMER_CARD = "សូមអបអរសាទរថ្ងៃកំណើត"; // "Happy birthday"
const HOTEL = "Angkor Village Hotel, room 12";

interface SizeWire {
  id: string;
  label: string;
  price: number;
}
interface AddOn {
  id: number;
  name: string;
  price: number;
  in_stock: boolean;
}
interface Shop {
  today: string;
  exchange_rate_khr: number;
  closed_dates: { date: string }[];
  areas: { id: number; name: string; fee: number }[];
}
type Product = CatalogueProduct & { sizes?: SizeWire[] };

let product: Product;
let deluxe: SizeWire;
let vase: AddOn;

/** An in-stock product offered in deluxe: one of the seed's, or one the owner gives a deluxe price. */
async function deluxeProduct(ownerToken: string): Promise<Product> {
  const products = (await catalogue()) as Product[];
  const offered = products.find((p) => p.in_stock && p.sizes?.some((size) => size.id === "deluxe"));
  if (offered) return offered;
  const plain = products.find((p) => p.in_stock) as Product;
  return api<Product>(
    "PUT",
    `/api/admin/products/${plain.id}`,
    {
      name: plain.name,
      price: plain.price,
      originalPrice: plain.original_price,
      description: plain.description,
      category: plain.category,
      image: plain.image,
      whatsIncluded: plain.whats_included,
      inStock: true,
      deluxePrice: plain.price + 15,
    },
    ownerToken,
  );
}

/** The glass vase among the add-ons: the seed's, or one the owner adds. */
async function glassVase(image: string, ownerToken: string): Promise<AddOn> {
  const addOns = await api<AddOn[]>("GET", "/api/addons");
  const found = addOns.find((addOn) => /vase/i.test(addOn.name) && addOn.in_stock);
  if (found) return found;
  return api<AddOn>(
    "POST",
    "/api/admin/addons",
    { name: "Glass vase", price: 8, image, inStock: true },
    ownerToken,
  );
}

test.use({ viewport: PHONE });

test.beforeAll(async ({ ownerToken }) => {
  product = await deluxeProduct(ownerToken);
  deluxe = product.sizes?.find((size) => size.id === "deluxe") as SizeWire;
  vase = await glassVase(product.image, ownerToken);
});

test.describe("ordering from the florist on a phone", () => {
  test("orders a deluxe bouquet with a vase for tomorrow afternoon to a hotel, with a Khmer card", async ({
    customerPage: page,
  }) => {
    expect(deluxe, "a product offered in deluxe").toBeTruthy();
    expect(vase, "a glass vase in the add-ons").toBeTruthy();
    const shop = await api<Shop>("GET", "/api/shop");
    const tomorrow = addDays(shop.today, 1);
    expect(shop.closed_dates.map((day) => day.date)).not.toContain(tomorrow);

    // The product page: the size picker, and Order Now carries the size.
    await page.goto(`/product/${product.id}`);
    const sizes = page.getByRole("group", { name: "Size" });
    await sizes.getByRole("radio", { name: `Deluxe ${usd(deluxe.price)}` }).check();
    await page.getByRole("button", { name: "Order Now" }).click();
    await expect(page).toHaveURL(new RegExp(`/order/${product.id}\\?size=deluxe$`));
    const form = page.getByRole("form", { name: "Order form" });
    await expect(form).toBeVisible();
    await expect(form.getByRole("radio", { name: /^Deluxe/ })).toBeChecked();
    // Nothing chosen for her: no day, no time, the recipient box unticked.
    await expect(form.locator('input[name="date"]:checked, input[name="slot"]:checked')).toHaveCount(0);
    await expect(form.getByRole("checkbox", { name: "I am the recipient" })).not.toBeChecked();
    expect(await seriousA11yViolations(page)).toEqual([]);

    // What: the vase. When: tomorrow, afternoon.
    await form.getByRole("checkbox", { name: new RegExp(vase.name) }).check();
    await form.getByRole("radio", { name: /^Tomorrow/ }).check();
    const afternoon = form.getByRole("radio", { name: /^Afternoon/ });
    await expect(afternoon).toBeEnabled();
    await afternoon.check();

    // To whom: someone else, with the card in Khmer; the count is in characters as read.
    await form.getByLabel("Recipient's name").fill("Chan Sophea");
    await form.getByLabel("Recipient's phone").fill("+855 92 111 222");
    await form.getByLabel(/^Card message/).fill(KHMER_CARD);
    await expect(form.getByText(/^\d+ \/ 250 characters$/)).toBeVisible();
    const counted = Number((await form.getByText(/ \/ 250 characters$/).textContent())?.split(" ")[0]);
    expect(counted).toBeLessThan(KHMER_CARD.length);

    // Where: a hotel in town; Enter in a field does not place the order.
    const town = shop.areas.find((area) => area.fee === 0) ?? shop.areas[0];
    await expect(form.getByLabel("Delivery area")).toHaveValue(String(town?.id));
    await form.getByLabel("Delivery address").fill(HOTEL);
    await form.getByLabel(/^Landmark/).fill("Near Wat Bo pagoda");
    await form.getByLabel(/^Landmark/).press("Enter");
    await form.getByLabel("Full name").press("Enter");
    expect(page.url()).toContain(`/order/${product.id}`);
    await expect(page.getByRole("heading", { name: "Order placed successfully!" })).toHaveCount(0);

    // The live total: deluxe + vase + the town's fee.
    const total = deluxe.price + vase.price + (town?.fee ?? 0);
    // dollars with their riel at the owner's rate, as the order's lines show them
    const money = (dollars: number) => formatMoney(dollars, shop.exchange_rate_khr);
    await expect(form.getByTestId("order-total")).toHaveText(usd(total));
    // The summary above the button repeats the day, the time and the recipient.
    const summary = form.getByRole("region", { name: "Your order" });
    for (const words of [
      longDate(tomorrow),
      "Afternoon, 12:00–16:00 (Siem Reap time)",
      "Chan Sophea, +855 92 111 222",
    ])
      await expect(summary.getByText(words, { exact: true })).toBeVisible();
    expect(await noSideways(page)).toBe(true);

    await form.getByRole("button", { name: "Place order" }).click();

    // The confirmation shows all of it.
    const confirmation = page.getByRole("region", { name: "Order placed successfully!" });
    await expect(confirmation).toBeVisible();
    const when = `${longDate(tomorrow)}, Afternoon, 12:00–16:00 (Siem Reap time)`;
    for (const words of [
      `Deluxe · ${money(deluxe.price)}`,
      `${vase.name} (${money(vase.price)})`,
      when,
      KHMER_CARD,
      money(total),
    ]) {
      await expect(confirmation.getByText(words, { exact: true })).toBeVisible();
    }
    await expect(confirmation).toContainText("Chan Sophea");
    await expect(confirmation).toContainText(HOTEL);
    expect(await seriousA11yViolations(page)).toEqual([]);
    const number = ((await page.getByText(/^Order number #\d+$/).textContent()) ?? "").replace(
      "Order number ",
      "",
    );
    expect(await noSideways(page)).toBe(true);

    // My orders shows the same order with its florist details.
    await page.getByRole("link", { name: "View my orders" }).click();
    await expect(page).toHaveURL(/\/orders$/);
    const card = page.getByRole("article").filter({ hasText: number });
    await expect(card).toBeVisible();
    for (const words of [`Deluxe · ${money(deluxe.price)}`, when, KHMER_CARD, money(total)]) {
      await expect(card.getByText(words, { exact: true })).toBeVisible();
    }
    await expect(card).toContainText("Chan Sophea");
    expect(await noSideways(page)).toBe(true);
    expect(await seriousA11yViolations(page)).toEqual([]);
  });

  test("pins the delivery with the phone's location, and says why when it is refused or outside Siem Reap", async ({
    customerPage: page,
  }) => {
    await page.goto(`/order/${product.id}`);
    const form = page.getByRole("form", { name: "Order form" });
    const locate = form.getByRole("button", { name: "Use my location" });
    await locate.click();
    await expect(form.getByText(/Location access was refused/)).toBeVisible();
    await expect(form.getByRole("link", { name: "Open in Maps" })).toHaveCount(0);

    await page.context().grantPermissions(["geolocation"]);
    await page.context().setGeolocation({ latitude: 11.5564, longitude: 104.9282 }); // Phnom Penh
    await locate.click();
    await expect(form.getByText(/outside Siem Reap/)).toBeVisible();

    await page.context().setGeolocation({ latitude: 13.3671, longitude: 103.8448 }); // Pub Street
    await locate.click();
    const maps = form.getByRole("link", { name: "Open in Maps" });
    await expect(maps).toBeVisible();
    await expect(maps).toHaveAttribute(
      "href",
      "https://www.google.com/maps/search/?api=1&query=13.3671,103.8448",
    );
  });

  test("keeps everything typed when the last place in a slot goes to someone else meanwhile", async ({
    customerPage: page,
    ownerToken: token,
    newCustomer,
  }) => {
    const shop = await api<Shop>("GET", "/api/shop");
    const closed = new Set(shop.closed_dates.map((day) => day.date));
    let date = addDays(shop.today, 2);
    while (closed.has(date)) date = addDays(date, 1);
    const settings = await api<{ slots: { id: string; capacity: number }[] }>(
      "GET",
      "/api/admin/settings",
      undefined,
      token,
    );
    const tight = {
      ...settings,
      slots: settings.slots.map((slot) => (slot.id === "evening" ? { ...slot, capacity: 1 } : slot)),
    };
    await api("PUT", "/api/admin/settings", tight, token);
    try {
      await page.goto(`/order/${product.id}`);
      const form = page.getByRole("form", { name: "Order form" });
      await form.getByLabel("Or pick another date").fill(date);
      const evening = form.getByRole("radio", { name: /^Evening/ });
      await expect(evening).toBeEnabled();
      await evening.check();
      await form.getByLabel(/^Card message/).fill(KHMER_CARD);
      await form.getByLabel("Delivery address").fill(HOTEL);
      await form.getByRole("checkbox", { name: "I am the recipient" }).check();

      // Someone else takes the last evening place on that date.
      const rival = await newCustomer("rival");
      await api(
        "POST",
        "/api/orders",
        {
          productId: String(product.id),
          delivery: { date, slot: "evening" },
          customerInfo: { name: rival.name, email: rival.email, mobile: rival.mobile, address: "Wat Bo" },
        },
        rival.token,
      );

      await form.getByRole("button", { name: "Place order" }).click();
      await expect(
        form.getByRole("alert").getByText("This delivery time is no longer available"),
      ).toBeVisible();
      await expect(evening).toBeDisabled();
      await expect(evening.locator("xpath=ancestor::label")).toContainText("Fully booked");
      // No other time is chosen for her: she picks one.
      await expect(form.locator('input[name="slot"]:checked')).toHaveCount(0);
      await expect(form.getByLabel(/^Card message/)).toHaveValue(KHMER_CARD);
      await expect(form.getByLabel("Delivery address")).toHaveValue(HOTEL);
      // Morning: the settings journey later fills that day's afternoon with its one order.
      await form.getByRole("radio", { name: /^Morning/ }).check();

      await form.getByRole("button", { name: "Place order" }).click();
      await expect(page.getByRole("heading", { name: "Order placed successfully!" })).toBeVisible();
    } finally {
      await api("PUT", "/api/admin/settings", settings, token);
    }
  });
});
