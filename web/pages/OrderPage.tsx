// /order/:id: the florist order form lives in ./order/ (one small file per step); this
// keeps the route's lazy import in App.tsx where it was.
export { default } from "./order/OrderPage";
