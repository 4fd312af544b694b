// The reply-time figure beside the public forms (contact, a safari's booking panel, the booking flow): the
// median office time to a first reply over the last 90 days, in whole hours. Worded by the pages' loaders,
// so no page's script carries it.
import { defineMessages } from "~/i18n/translate";

export const replyTimeMessages = defineMessages("reply-time", {
  "replyTime.usually": "We usually reply within {hours, plural, one {# hour} other {# hours}}.",
});
