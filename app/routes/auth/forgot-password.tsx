// /forgot-password: e-mails a single-use, expiring link to /update-password. The answer is the same
// whether or not an account has that address, so the page cannot be used to find staff e-mails.
import { data, Form, Link, useActionData, useNavigation } from "react-router";
import { fieldErrorsOf, formValues } from "~/features/forms/field-errors";
import { InputField } from "~/features/forms/fields";
import { FormAlert } from "~/features/forms/form-alert";
import { readFormData } from "~/features/forms/read-form.server";
import { STAFF_TONE } from "~/features/forms/staff-field-tones";
import { submitWithRefusals } from "~/features/forms/submit-with-refusals";
import type { ResetAlreadySentAnswer } from "~/features/staff/auth.server";
import { forgotPasswordSchema } from "~/features/staff/auth-forms";
import { callAuthEndpoint, refusalInit } from "~/features/staff/auth-request.server";
import { AuthCard, SubmitButton, useAuthValidation } from "~/features/staff/auth-ui";
import { STAFF_PAGE_HEADERS, staffMeta } from "~/features/staff/staff-meta";
import { PASSWORD_RESET } from "~/features/staff/staff-policy";
import { isSameOriginRequest } from "~/features/staff/staff-session.server";
import { authMessages } from "~/i18n/messages/en/auth";
import { translate, useMessages } from "~/i18n/translate";
import { BUSINESS_TIME_ZONE } from "~/utils/business-calendar";
import type { Route } from "./+types/forgot-password";

export const meta: Route.MetaFunction = () => staffMeta(translate(authMessages, "auth.forgot.metaTitle"));
export const headers: Route.HeadersFunction = () => STAFF_PAGE_HEADERS;

interface ForgotActionData {
  errors?: Record<string, string>;
  formError?: string;
  sentTo?: string;
  email?: string;
  /** Nothing new was sent: a link went out recently, at these times (East Africa Time, "05:12"). */
  alreadySent?: { sentAt: string; until: string; nextFrom: string };
}

const clock = new Intl.DateTimeFormat("en-GB", { timeZone: BUSINESS_TIME_ZONE, hour: "2-digit", minute: "2-digit" });

/** "05:12" in East Africa Time, for an ISO instant. */
function clockTime(instant: number): string {
  return clock.format(new Date(instant));
}

export async function action({ request, context }: Route.ActionArgs) {
  const t = (id: keyof typeof authMessages & string) => translate(authMessages, id);
  if (!isSameOriginRequest(request, context.config)) {
    return data<ForgotActionData>({ formError: t("auth.error.crossSite") }, { status: 403 });
  }
  const values = formValues(await readFormData(request));
  const parsed = forgotPasswordSchema.safeParse(values);
  if (!parsed.success) {
    return data<ForgotActionData>({ errors: fieldErrorsOf(parsed.error), email: values.email ?? "" }, { status: 400 });
  }
  const result = await callAuthEndpoint<Partial<ResetAlreadySentAnswer>>(request, context, "/request-password-reset", {
    email: parsed.data.email,
    redirectTo: PASSWORD_RESET.path,
  });
  if (!result.ok) {
    context.log.warn({ status: result.status, code: result.body?.code }, "password reset request refused");
    return data<ForgotActionData>(
      { formError: result.body?.message || t("auth.error.unexpected"), email: parsed.data.email },
      refusalInit(result, 400),
    );
  }
  const sentAt = Date.parse(result.body?.alreadySentAt ?? "");
  const nextFrom = Date.parse(result.body?.nextLinkFrom ?? "");
  if (Number.isFinite(sentAt) && Number.isFinite(nextFrom)) {
    // Said in words with the e-mail kept in the form; the status is 200: nothing was refused, only not resent.
    return {
      email: parsed.data.email,
      alreadySent: {
        sentAt: clockTime(sentAt),
        until: clockTime(sentAt + PASSWORD_RESET.tokenLifetimeSeconds * 1000),
        nextFrom: clockTime(nextFrom),
      },
    } satisfies ForgotActionData;
  }
  return { sentTo: parsed.data.email } satisfies ForgotActionData;
}

// With script, posts go through the form layer: every refusal (a throttle, a lost connection, the HTTP
// server's 403 or 413) shows in the form's alert, with what was typed kept.
export const clientAction = (args: Route.ClientActionArgs) => submitWithRefusals(args);

export default function ForgotPasswordPage() {
  const t = useMessages(authMessages);
  const actionData = useActionData<typeof action>() as ForgotActionData | undefined;
  const navigation = useNavigation();
  const { errors, onSubmit } = useAuthValidation(forgotPasswordSchema, actionData?.errors);
  const pending = navigation.state !== "idle" && navigation.formMethod === "POST";

  return (
    <AuthCard title={t("auth.forgot.title")} intro={t("auth.forgot.intro")}>
      {actionData?.sentTo ? (
        <div className="space-y-5">
          <FormAlert tone="success">
            <p className="font-semibold">{t("auth.forgot.sent")}</p>
            <p className="mt-1">
              {t("auth.forgot.sentDetail", {
                email: actionData.sentTo,
                minutes: Math.round(PASSWORD_RESET.tokenLifetimeSeconds / 60),
              })}
            </p>
          </FormAlert>
          <p className="text-center text-sm">
            <Link to="/login" className="text-stone-700 underline underline-offset-4 hover:text-stone-950">
              {t("auth.forgot.backToLogin")}
            </Link>
          </p>
        </div>
      ) : (
        <Form method="post" noValidate onSubmit={onSubmit} className="space-y-5">
          {actionData?.formError ? <FormAlert tone="error">{actionData.formError}</FormAlert> : null}
          {actionData?.alreadySent ? (
            <FormAlert tone="info" title={t("auth.forgot.alreadySentTitle")}>
              {t("auth.forgot.alreadySent", { email: actionData.email ?? "", ...actionData.alreadySent })}
            </FormAlert>
          ) : null}
          <InputField
            id="field-email"
            name="email"
            tone={STAFF_TONE}
            type="email"
            label={t("auth.field.email")}
            autoComplete="username"
            inputMode="email"
            required
            defaultValue={actionData?.email}
            error={errors.email}
          />
          <SubmitButton pending={pending} label={t("auth.forgot.submit")} pendingLabel={t("auth.forgot.submitting")} />
          <p className="text-center text-sm">
            <Link to="/login" className="text-stone-700 underline underline-offset-4 hover:text-stone-950">
              {t("auth.forgot.backToLogin")}
            </Link>
          </p>
        </Form>
      )}
    </AuthCard>
  );
}
