// The product form's rules: required fields, price step, categories, image upload with
// preview and its two messages, the occasions and the featured pick, and the camelCase
// body sent on create and edit.
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { CATEGORY_LABELS } from "../../../shared/catalog";
import { IMAGE_ACCEPT } from "../../../shared/limits";
import { MSG } from "../../../shared/messages";
import { OCCASION_LABELS } from "../../../shared/occasions";
import { toAdminProduct } from "../api";
import { mockApi, productWire, renderAt, sentBodies } from "../testing";
import { ProductForm } from "./ProductForm";

afterEach(() => {
  vi.restoreAllMocks();
  Reflect.deleteProperty(Element.prototype, "scrollIntoView"); // jsdom has none; one test lends it
});

const png = () => new File([new Uint8Array([137, 80, 78, 71])], "rose.png", { type: "image/png" });

function renderForm(product = undefined as ReturnType<typeof toAdminProduct> | undefined) {
  const onSaved = vi.fn();
  renderAt(<ProductForm product={product} onSaved={onSaved} onCancel={() => {}} />);
  return { onSaved };
}

async function fillValidForm(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText("Name"), "Sunset Lilies");
  await user.type(screen.getByLabelText("Price"), "39.90");
  await user.type(screen.getByLabelText(/^Was price/), "49.90");
  await user.selectOptions(screen.getByLabelText("Category"), "lilies");
  await user.type(screen.getByLabelText("Description"), "Orange lilies in a tall vase.");
  await user.type(screen.getByLabelText("What's included (optional)"), "7 lilies, Vase");
}

describe("ProductForm", () => {
  it("offers the six categories, a 0.01 price step and an image-only file picker", () => {
    renderForm();
    const options = within(screen.getByLabelText("Category"))
      .getAllByRole("option")
      .map((option) => option.textContent);
    expect(options).toEqual(["Choose a category", ...Object.values(CATEGORY_LABELS)]);
    expect(screen.getByLabelText("Price")).toHaveAttribute("step", "0.01");
    expect(screen.getByLabelText(/^Was price/)).toHaveAttribute("step", "0.01");
    expect(screen.getByLabelText("Image")).toHaveAttribute("accept", IMAGE_ACCEPT);
    expect(screen.getByLabelText("In stock")).toBeChecked();
  });

  it("names the price a customer pays 'Price' and the optional one before a discount 'Was price'", () => {
    renderForm();
    expect(screen.getByLabelText("Price")).toBeRequired();
    const was = screen.getByLabelText("Was price (optional)");
    expect(was).not.toBeRequired();
    expect(was).toHaveAccessibleDescription("The price before a discount, shown struck through.");
    expect(screen.queryByText(/Discounted price/)).not.toBeInTheDocument();
  });

  it("tags occasions and the featured pick, and sends them in the shop's order", async () => {
    const fetch = mockApi({
      "PUT /api/admin/products/1": (init) => productWire(JSON.parse(String(init.body))),
    });
    const user = userEvent.setup();
    renderForm(toAdminProduct(productWire({ occasions: ["love"], featured: false })));
    const occasions = screen.getByRole("group", { name: "Occasions" });
    expect(
      within(occasions)
        .getAllByRole("checkbox")
        .map((box) => box.closest("div")?.textContent),
    ).toEqual(Object.values(OCCASION_LABELS));
    expect(within(occasions).getByLabelText("Love & romance")).toBeChecked();
    await user.click(within(occasions).getByLabelText("Wedding"));
    await user.click(within(occasions).getByLabelText("Birthday"));
    await user.click(within(occasions).getByLabelText("Love & romance"));
    const featured = screen.getByLabelText("Feature on the home page");
    expect(featured).not.toBeChecked();
    expect(featured).toHaveAccessibleDescription(/first three featured products/);
    await user.click(featured);
    await user.click(screen.getByRole("button", { name: "Save changes" }));
    expect(sentBodies(fetch, "PUT", "/api/admin/products/1")).toMatchObject([
      { occasions: ["birthday", "wedding"], featured: true },
    ]);
  });

  it("shows every missing required field, focuses the first and sends nothing", async () => {
    const fetch = mockApi({});
    renderForm();
    await userEvent.click(screen.getByRole("button", { name: "Create product" }));
    for (const message of [
      "Name is required",
      "Price is required",
      "Description is required",
      "Category is required",
      "Image is required",
    ]) {
      expect(screen.getByText(message)).toBeInTheDocument();
    }
    expect(screen.getByLabelText("Name")).toHaveFocus();
    expect(screen.getByLabelText("Name")).toHaveAccessibleDescription("Name is required");
    expect(screen.getByLabelText(/^Was price/)).not.toHaveAttribute("aria-invalid");
    expect(fetch).not.toHaveBeenCalled();
  });

  it("after a refused save, takes a message away as its field becomes valid, and says at once what an edited field still lacks", async () => {
    mockApi({});
    const user = userEvent.setup();
    renderForm();
    await user.click(screen.getByRole("button", { name: "Create product" }));
    expect(screen.getByText("Name is required")).toBeInTheDocument();

    await user.type(screen.getByLabelText("Name"), "Sunset Lilies");
    expect(screen.queryByText("Name is required")).not.toBeInTheDocument();
    expect(screen.getByLabelText("Name")).not.toHaveAttribute("aria-invalid");

    await user.type(screen.getByLabelText("Price"), "1.234");
    expect(screen.getByText("Price must have at most 2 decimals")).toBeInTheDocument();
    await user.type(screen.getByLabelText("Price"), "{Backspace}");
    expect(screen.queryByText(/^Price /)).not.toBeInTheDocument();
    expect(screen.getByText("Description is required")).toBeInTheDocument();
  });

  it("focuses the image picker when the image is all that is missing", async () => {
    const fetch = mockApi({});
    const user = userEvent.setup();
    renderForm();
    await fillValidForm(user);
    await user.click(screen.getByRole("button", { name: "Create product" }));
    expect(screen.getByLabelText("Image")).toHaveFocus();
    expect(screen.getByLabelText("Image")).toHaveAccessibleDescription(
      "JPEG, PNG, WebP, AVIF or GIF, up to 5 MB. Image is required",
    );
    expect(fetch).not.toHaveBeenCalled();
  });

  it("refuses a was price below the price and more than two decimals", async () => {
    const fetch = mockApi({});
    const user = userEvent.setup();
    renderForm(toAdminProduct(productWire()));
    await user.clear(screen.getByLabelText(/^Was price/));
    await user.type(screen.getByLabelText(/^Was price/), "20");
    await user.clear(screen.getByLabelText("Price"));
    await user.type(screen.getByLabelText("Price"), "10.555");
    await user.click(screen.getByRole("button", { name: "Save changes" }));
    expect(screen.getByText("Price must have at most 2 decimals")).toBeInTheDocument();
    await user.clear(screen.getByLabelText("Price"));
    await user.type(screen.getByLabelText("Price"), "30");
    await user.click(screen.getByRole("button", { name: "Save changes" }));
    expect(screen.getByText("Was price must be at least the price")).toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalled();
  });

  it("uploads the chosen image, previews it and creates the product with the camelCase form", async () => {
    const created = productWire({ id: 31, name: "Sunset Lilies", image: "/api/uploads/abc.png" });
    const fetch = mockApi({
      "POST /api/upload-image": () => ({ url: "/api/uploads/abc.png" }),
      "POST /api/admin/products": () => Response.json(created, { status: 201 }),
    });
    const user = userEvent.setup();
    const { onSaved } = renderForm();
    await fillValidForm(user);
    await user.upload(screen.getByLabelText("Image"), png());
    expect(await screen.findByText(MSG.admin.uploaded)).toBeInTheDocument();
    expect(screen.getByRole("img", { name: "Preview for this product" })).toHaveAttribute(
      "src",
      "/api/uploads/abc.png",
    );
    const uploads = sentBodies(fetch, "POST", "/api/upload-image") as FormData[];
    expect(uploads).toHaveLength(1);
    expect(uploads[0]).toBeInstanceOf(FormData);
    expect(uploads[0]?.get("file")).toMatchObject({ name: "rose.png", type: "image/png" });

    // the Khmer name given, the Chinese texts left to English
    await user.type(screen.getByLabelText(/Name in Khmer/), "ផ្កាលីលីពណ៌ទឹកក្រូច");
    await user.click(screen.getByRole("button", { name: "Create product" }));
    expect(sentBodies(fetch, "POST", "/api/admin/products")).toEqual([
      {
        name: "Sunset Lilies",
        price: 39.9,
        originalPrice: 49.9,
        description: "Orange lilies in a tall vase.",
        category: "lilies",
        image: "/api/uploads/abc.png",
        whatsIncluded: "7 lilies, Vase",
        inStock: true,
        deluxePrice: null,
        premiumPrice: null,
        occasions: [],
        featured: false,
        nameKm: "ផ្កាលីលីពណ៌ទឹកក្រូច",
        descriptionKm: null,
        nameZh: null,
        descriptionZh: null,
        whatsIncludedKm: null,
        whatsIncludedZh: null,
      },
    ]);
    expect(onSaved).toHaveBeenCalledWith(expect.objectContaining({ id: "31", name: "Sunset Lilies" }));
  });

  it("edits 'what's included' in Khmer and Chinese beside the names, an emptied one sent as none", async () => {
    const fetch = mockApi({
      "PUT /api/admin/products/1": () => productWire(),
    });
    const user = userEvent.setup();
    renderForm(
      toAdminProduct({
        ...productWire(),
        name_km: null,
        description_km: null,
        name_zh: "红玫瑰花束",
        description_zh: null,
        whats_included_km: "ផ្កាកុលាបក្រហម 12 ទង",
        whats_included_zh: null,
      }),
    );
    const languages = within(screen.getByRole("group", { name: "Khmer and Chinese" }));
    const khmer = languages.getByLabelText("What's included in Khmer (optional)");
    const chinese = languages.getByLabelText("What's included in Chinese (optional)");
    expect(khmer).toHaveValue("ផ្កាកុលាបក្រហម 12 ទង");
    expect(chinese).toHaveValue("");
    expect(chinese).toHaveAccessibleDescription("Separate items with commas.");
    await user.clear(khmer);
    await user.type(chinese, "12 枝红玫瑰, 牛皮纸包装");
    await user.click(screen.getByRole("button", { name: "Save changes" }));
    expect(sentBodies(fetch, "PUT", "/api/admin/products/1")).toMatchObject([
      { nameZh: "红玫瑰花束", whatsIncludedKm: null, whatsIncludedZh: "12 枝红玫瑰, 牛皮纸包装" },
    ]);
  });

  it("says 'Failed to upload image' when the upload is refused, and keeps the form", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    mockApi({
      "POST /api/upload-image": () =>
        Response.json({ detail: "Only JPEG, PNG, WebP, AVIF or GIF images are accepted" }, { status: 415 }),
    });
    renderForm();
    await userEvent.upload(screen.getByLabelText("Image"), png());
    expect(await screen.findByText(MSG.admin.uploadFailed)).toBeInTheDocument();
    expect(screen.getByText("Only JPEG, PNG, WebP, AVIF or GIF images are accepted")).toBeInTheDocument();
    expect(screen.queryByRole("img")).not.toBeInTheDocument();
  });

  it("offers deluxe and premium prices, refusing one below the standard price like the API", async () => {
    const fetch = mockApi({
      "PUT /api/admin/products/1": (init) => {
        const body = JSON.parse(String(init.body));
        return productWire({
          sizes: [
            { id: "standard", label: "Standard", price: 45, price_khr: 184500 },
            { id: "premium", label: "Premium", price: body.premiumPrice, price_khr: 0 },
          ],
        });
      },
    });
    const user = userEvent.setup();
    const { onSaved } = renderForm(
      toAdminProduct(
        productWire({
          sizes: [
            { id: "standard", label: "Standard", price: 45, price_khr: 184500 },
            { id: "deluxe", label: "Deluxe", price: 60, price_khr: 246000 },
          ],
        }),
      ),
    );
    const sizes = screen.getByRole("group", { name: "Larger sizes" });
    expect(within(sizes).getByLabelText(/Deluxe price/)).toHaveValue(60);
    expect(within(sizes).getByLabelText(/Premium price/)).toHaveValue(null);

    await user.type(screen.getByLabelText(/Premium price/), "40");
    await user.click(screen.getByRole("button", { name: "Save changes" }));
    expect(screen.getByText("Premium price must be at least the standard price")).toBeInTheDocument();
    expect(screen.getByLabelText(/Premium price/)).toHaveFocus();
    expect(fetch).not.toHaveBeenCalled();

    // Typing clears the message; an emptied deluxe price means "not offered".
    await user.clear(screen.getByLabelText(/Premium price/));
    expect(screen.queryByText("Premium price must be at least the standard price")).not.toBeInTheDocument();
    await user.type(screen.getByLabelText(/Premium price/), "75");
    await user.clear(screen.getByLabelText(/Deluxe price/));
    await user.click(screen.getByRole("button", { name: "Save changes" }));
    expect(sentBodies(fetch, "PUT", "/api/admin/products/1")).toMatchObject([
      { price: 45, deluxePrice: null, premiumPrice: 75 },
    ]);
    expect(onSaved).toHaveBeenCalledWith(expect.objectContaining({ deluxePrice: null, premiumPrice: 75 }));
  });

  it("edits with PUT, sending an empty original price as none, and shows a server refusal", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const fetch = mockApi({
      "PUT /api/admin/products/1": () => Response.json({ detail: "name: is required" }, { status: 400 }),
    });
    const user = userEvent.setup();
    const scrolled: Element[] = [];
    Element.prototype.scrollIntoView = function (this: Element) {
      scrolled.push(this);
    };
    const { onSaved } = renderForm(toAdminProduct(productWire()));
    await user.clear(screen.getByLabelText(/^Was price/));
    await user.click(screen.getByLabelText("In stock"));
    await user.click(screen.getByRole("button", { name: "Save changes" }));
    const refusal = await screen.findByRole("alert");
    expect(refusal).toHaveTextContent("name: is required");
    // brought into view: on a phone the form's top, where it shows, is off screen by Save
    expect(scrolled.some((element) => refusal.contains(element) || element.contains(refusal))).toBe(true);
    expect(sentBodies(fetch, "PUT", "/api/admin/products/1")).toMatchObject([
      {
        name: "Red Rose Bouquet",
        price: 45,
        originalPrice: null,
        image: "/api/uploads/seed/red-roses.webp",
        inStock: false,
      },
    ]);
    expect(onSaved).not.toHaveBeenCalled();
  });
});
