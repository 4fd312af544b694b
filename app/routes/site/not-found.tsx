import { data } from "react-router";
import { NotFoundPage } from "~/components/not-found-page";
import { pageMeta } from "~/components/page-meta";
import { commonMessages } from "~/i18n/messages/en/common";
import { translate } from "~/i18n/translate";

// Every path no other route claims: the not-found page, with the status search engines need.
export function loader() {
  return data(null, { status: 404 });
}

export function meta() {
  return [
    ...pageMeta({ title: translate(commonMessages, "notFound.metaTitle") }),
    { name: "robots", content: "noindex" },
  ];
}

export default function NotFound() {
  return <NotFoundPage />;
}
