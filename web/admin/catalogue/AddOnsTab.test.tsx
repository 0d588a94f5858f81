// The add-on catalogue: the list with picture, price and stock; the form's
// checks (the API's schema) and the body it sends on create and edit; the stock toggle and
// delete, as on the products list.
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { MSG } from "../../../shared/messages";
import { ADD_ONS, mockApi, renderAt, sentBodies } from "../testing";
import { AddOnsTab } from "./AddOnsTab";

afterEach(() => vi.restoreAllMocks());

const [vase, chocolates, teddy] = ADD_ONS as [(typeof ADD_ONS)[0], (typeof ADD_ONS)[0], (typeof ADD_ONS)[0]];
const row = (name: string) => screen.getByRole("rowheader", { name }).closest("tr") as HTMLElement;
const untranslated = { nameKm: null, nameZh: null };
const png = () => new File([new Uint8Array([137, 80, 78, 71])], "balloon.png", { type: "image/png" });

describe("AddOnsTab", () => {
  it("lists each add-on, newest first, with its picture, price and stock", async () => {
    mockApi({ "GET /api/admin/addons": () => ADD_ONS });
    renderAt(<AddOnsTab />);
    await screen.findByRole("rowheader", { name: "Glass vase" });
    expect(screen.getAllByRole("rowheader").map((cell) => cell.textContent)).toEqual([
      "Teddy bear",
      "Chocolates",
      "Glass vase",
    ]);
    expect(row("Chocolates")).toHaveTextContent("$6.50");
    expect(row("Glass vase").querySelector("img")).toHaveAttribute("src", vase.image);
    expect(within(row("Glass vase")).getByText("In stock")).toBeInTheDocument();
    expect(within(row("Teddy bear")).getByText("Out of stock")).toBeInTheDocument();
    expect(screen.getByText("3 add-ons")).toBeInTheDocument();
  });

  it("filters by stock and searches by name", async () => {
    mockApi({ "GET /api/admin/addons": () => ADD_ONS });
    const user = userEvent.setup();
    renderAt(<AddOnsTab />);
    await user.selectOptions(await screen.findByLabelText("Stock"), "Out of stock");
    expect(screen.getAllByRole("rowheader").map((cell) => cell.textContent)).toEqual(["Teddy bear"]);
    await user.selectOptions(screen.getByLabelText("Stock"), "In and out of stock");
    await user.type(screen.getByLabelText("Search by name"), "choc");
    expect(screen.getAllByRole("rowheader").map((cell) => cell.textContent)).toEqual(["Chocolates"]);
    expect(screen.getByText("1 of 3 add-ons")).toBeInTheDocument();
  });

  it("checks the form like the API, then creates the add-on with its uploaded picture", async () => {
    const created = {
      id: 9,
      name: "Balloon",
      price: 4,
      price_khr: 16400,
      image: "/api/uploads/b.png",
      in_stock: true,
    };
    const fetch = mockApi({
      "GET /api/admin/addons": () => ADD_ONS,
      "POST /api/upload-image": () => ({ url: "/api/uploads/b.png" }),
      "POST /api/admin/addons": () => Response.json(created, { status: 201 }),
    });
    const user = userEvent.setup();
    renderAt(<AddOnsTab />);
    await user.click(await screen.findByRole("button", { name: "Add add-on" }));
    expect(screen.getByRole("heading", { name: "New add-on" })).toHaveFocus();

    await user.click(screen.getByRole("button", { name: "Create add-on" }));
    expect(screen.getByText("Name is required")).toBeInTheDocument();
    expect(screen.getByText("Price is required")).toBeInTheDocument();
    expect(screen.getByText("Image is required")).toBeInTheDocument();
    expect(screen.getByLabelText("Name")).toHaveFocus();
    await user.type(screen.getByLabelText("Name"), "Balloon");
    expect(screen.queryByText("Name is required")).not.toBeInTheDocument();
    await user.type(screen.getByLabelText("Price"), "4.999");
    await user.click(screen.getByRole("button", { name: "Create add-on" }));
    expect(screen.getByLabelText("Price")).toHaveAccessibleDescription(
      "In US dollars. Price must have at most 2 decimals",
    );
    expect(screen.getByLabelText("Price")).toHaveFocus();
    expect(sentBodies(fetch, "POST", "/api/admin/addons")).toEqual([]);

    await user.clear(screen.getByLabelText("Price"));
    await user.type(screen.getByLabelText("Price"), "4");
    await user.upload(screen.getByLabelText("Image"), png());
    expect(await screen.findByRole("img", { name: "Preview for this add-on" })).toHaveAttribute(
      "src",
      "/api/uploads/b.png",
    );
    await user.click(screen.getByRole("button", { name: "Create add-on" }));
    expect(await screen.findByText("Created Balloon")).toBeInTheDocument();
    expect(sentBodies(fetch, "POST", "/api/admin/addons")).toEqual([
      { name: "Balloon", nameKm: null, nameZh: null, price: 4, image: "/api/uploads/b.png", inStock: true },
    ]);
    expect(row("Balloon")).toHaveTextContent("$4.00");
    expect(screen.getByRole("heading", { name: "Add-ons" })).toHaveFocus();
  });

  it("edits an add-on with PUT and shows a refusal without losing the form", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    let refuse = true;
    const fetch = mockApi({
      "GET /api/admin/addons": () => ADD_ONS,
      "PUT /api/admin/addons/2": (init) =>
        refuse
          ? Response.json({ detail: "Add-on not found" }, { status: 404 })
          : { ...chocolates, ...JSON.parse(String(init.body)), in_stock: false },
    });
    const user = userEvent.setup();
    renderAt(<AddOnsTab />);
    await user.click(await screen.findByRole("button", { name: "Edit Chocolates" }));
    expect(screen.getByLabelText("Name")).toHaveValue("Chocolates");
    expect(screen.getByLabelText("Price")).toHaveValue(6.5);
    await user.clear(screen.getByLabelText("Name"));
    await user.type(screen.getByLabelText("Name"), "Dark chocolates");
    await user.click(screen.getByLabelText("In stock"));
    await user.click(screen.getByRole("button", { name: "Save changes" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Add-on not found");
    expect(screen.getByLabelText("Name")).toHaveValue("Dark chocolates");

    refuse = false;
    await user.click(screen.getByRole("button", { name: "Save changes" }));
    expect(await screen.findByText("Saved Dark chocolates")).toBeInTheDocument();
    expect(sentBodies(fetch, "PUT", "/api/admin/addons/2")).toEqual([
      { ...untranslated, name: "Dark chocolates", price: 6.5, image: chocolates.image, inStock: false },
      { ...untranslated, name: "Dark chocolates", price: 6.5, image: chocolates.image, inStock: false },
    ]);
    expect(within(row("Dark chocolates")).getByText("Out of stock")).toBeInTheDocument();
  });

  it("edits the Khmer and Chinese names under the English one, and clears one emptied", async () => {
    const translated = { ...vase, name_km: "ថូកែវ", name_zh: null };
    const fetch = mockApi({
      "GET /api/admin/addons": () => [translated, chocolates, teddy],
      "PUT /api/admin/addons/1": (init) => {
        const { nameKm, nameZh, inStock, ...body } = JSON.parse(String(init.body));
        return { ...translated, ...body, in_stock: inStock, name_km: nameKm, name_zh: nameZh };
      },
    });
    const user = userEvent.setup();
    renderAt(<AddOnsTab />);
    await user.click(await screen.findByRole("button", { name: "Edit Glass vase" }));
    expect(screen.getByLabelText(/^Name in Khmer/)).toHaveValue("ថូកែវ");
    expect(screen.getByLabelText(/^Name in Chinese/)).toHaveValue("");
    expect(screen.getByLabelText(/^Name in Chinese/)).toHaveAccessibleDescription(
      "Left empty, that language's pages show the English name.",
    );
    await user.type(screen.getByLabelText(/^Name in Chinese/), "玻璃花瓶");
    await user.click(screen.getByRole("button", { name: "Save changes" }));
    expect(await screen.findByText("Saved Glass vase")).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Edit Glass vase" }));
    await user.clear(screen.getByLabelText(/^Name in Khmer/));
    await user.click(screen.getByRole("button", { name: "Save changes" }));
    await screen.findByRole("heading", { name: "Add-ons" });
    expect(sentBodies(fetch, "PUT", "/api/admin/addons/1")).toEqual([
      { name: "Glass vase", nameKm: "ថូកែវ", nameZh: "玻璃花瓶", price: 8, image: vase.image, inStock: true },
      { name: "Glass vase", nameKm: null, nameZh: "玻璃花瓶", price: 8, image: vase.image, inStock: true },
    ]);
  });

  it("flips the stock of an add-on and deletes one at once", async () => {
    const fetch = mockApi({
      "GET /api/admin/addons": () => ADD_ONS,
      "PUT /api/admin/addons/3": () => ({ ...teddy, in_stock: true }),
      "DELETE /api/admin/addons/1": () => ({ ok: true }),
      "PUT /api/admin/addons/2": () => ({ ...chocolates, in_stock: false }),
    });
    renderAt(<AddOnsTab />);
    await userEvent.click(await screen.findByRole("button", { name: "Mark in stock: Teddy bear" }));
    expect(await screen.findByText("Add-on added to stock")).toBeInTheDocument();
    expect(sentBodies(fetch, "PUT", "/api/admin/addons/3")).toEqual([
      { name: "Teddy bear", price: 12, image: teddy.image, inStock: true },
    ]);
    expect(within(row("Teddy bear")).getByText("In stock")).toBeInTheDocument();

    await userEvent.click(screen.getByRole("button", { name: "Delete Glass vase" }));
    expect(await screen.findByText("Deleted Glass vase")).toBeInTheDocument();
    expect(screen.queryByRole("rowheader", { name: "Glass vase" })).not.toBeInTheDocument();
    // Undo waits for the toast to end; another action's toast ends it, and the DELETE goes.
    expect(sentBodies(fetch, "DELETE", "/api/admin/addons/1")).toEqual([]);
    await userEvent.click(screen.getByRole("button", { name: "Mark out of stock: Chocolates" }));
    expect(sentBodies(fetch, "DELETE", "/api/admin/addons/1")).toHaveLength(1);
  });

  it("says 'Failed to update stock status' when the toggle is refused", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    mockApi({
      "GET /api/admin/addons": () => ADD_ONS,
      "PUT /api/admin/addons/1": () => Response.json({ detail: "boom" }, { status: 500 }),
    });
    renderAt(<AddOnsTab />);
    await userEvent.click(await screen.findByRole("button", { name: "Mark out of stock: Glass vase" }));
    expect(await screen.findByText(MSG.admin.stockFailed)).toBeInTheDocument();
    expect(within(row("Glass vase")).getByText("In stock")).toBeInTheDocument();
  });
});
