import { data } from "react-router";
import { NotFoundPage } from "~/components/not-found-page";
import { pageMeta } from "~/components/page-meta";
import { loaderMeta } from "~/features/seo/loader-meta";
import { errorPageMessages } from "~/i18n/messages/en/error-pages";
import { translate } from "~/i18n/translate";

// Every path no other route claims: the not-found page, with the status search engines need.
export function loader() {
  const meta = [
    ...pageMeta({ title: translate(errorPageMessages, "notFound.metaTitle") }),
    { name: "robots", content: "noindex" },
  ];
  return data({ meta }, { status: 404 });
}

export const meta = loaderMeta;

export default function NotFound() {
  return <NotFoundPage />;
}
