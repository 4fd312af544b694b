// /packages is where the booking flow once sent travellers; the packages now live at /safaris.
import { redirect } from "react-router";

export function loader() {
  return redirect("/safaris", 301);
}
