import { data } from "react-router";
import { NotFoundPage } from "~/components/not-found-page";
import { pageMeta } from "~/components/page-meta";
import { loaderMeta } from "~/features/seo/loader-meta";
import { languageLinks } from "~/features/seo/page-meta";
import { errorPageMessages } from "~/i18n/messages/en/error-pages";
import { translate } from "~/i18n/translate";
import type { Route } from "./+types/not-found";

// Every path no other route claims: the not-found page, with the status search engines need.
export function loader({ request, context }: Route.LoaderArgs) {
  const meta = [
    ...pageMeta({ title: translate(errorPageMessages, "notFound.metaTitle") }),
    { name: "robots", content: "noindex" },
    // The address in every language: the same page is missing in each, and says so in its language.
    ...languageLinks(context.config.SITE_URL, request.url),
  ];
  return data({ meta }, { status: 404 });
}

export const meta = loaderMeta;

export default function NotFound() {
  return <NotFoundPage />;
}
