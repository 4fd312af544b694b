// /login/two-factor: placeholder while the page is built.
import { redirect } from "react-router";

export function loader() {
  return redirect("/login");
}

export default function Page() {
  return null;
}
