// /login: staff sign in with e-mail and password, then back to the page they came from.
import { data, Form, Link, redirect, useActionData, useNavigation, useSearchParams } from "react-router";
import { fieldErrorsOf, formValues } from "~/features/forms/field-errors";
import { InputField } from "~/features/forms/fields";
import { FormAlert } from "~/features/forms/form-alert";
import { readFormData } from "~/features/forms/read-form.server";
import { STAFF_TONE } from "~/features/forms/staff-field-tones";
import { submitWithRefusals } from "~/features/forms/submit-with-refusals";
import { loginSchema } from "~/features/staff/auth-forms";
import { callAuthEndpoint, refusalInit, withCookies } from "~/features/staff/auth-request.server";
import { AuthCard, SubmitButton, useAuthValidation } from "~/features/staff/auth-ui";
import { STAFF_PAGE_HEADERS, staffMeta } from "~/features/staff/staff-meta";
import { getStaffSession, isSameOriginRequest, safeReturnPath } from "~/features/staff/staff-session.server";
import { twoFactorStepUrl } from "~/features/staff/two-factor-sign-in.server";
import { authMessages } from "~/i18n/messages/en/auth";
import { translate, useMessages } from "~/i18n/translate";
import type { Route } from "./+types/login";

export const meta: Route.MetaFunction = () => staffMeta(translate(authMessages, "auth.login.metaTitle"));
export const headers: Route.HeadersFunction = () => STAFF_PAGE_HEADERS;

export async function loader({ request, context }: Route.LoaderArgs) {
  const session = await getStaffSession(request, context);
  const returnTo = safeReturnPath(new URL(request.url).searchParams.get("redirectTo"), context.config.SITE_URL);
  if (session) throw redirect(returnTo ?? "/admin");
  return null;
}

interface LoginActionData {
  errors?: Record<string, string>;
  formError?: string;
  email?: string;
}

export async function action({ request, context }: Route.ActionArgs) {
  const t = (id: keyof typeof authMessages & string) => translate(authMessages, id);
  if (!isSameOriginRequest(request, context.config)) {
    return data<LoginActionData>({ formError: t("auth.error.crossSite") }, { status: 403 });
  }
  const values = formValues(await readFormData(request));
  const parsed = loginSchema.safeParse(values);
  if (!parsed.success) {
    return data<LoginActionData>({ errors: fieldErrorsOf(parsed.error), email: values.email ?? "" }, { status: 400 });
  }

  const result = await callAuthEndpoint<{ twoFactorRedirect?: boolean }>(request, context, "/sign-in/email", {
    email: parsed.data.email,
    password: parsed.data.password,
    rememberMe: true,
  });
  if (result.ok) {
    const target = safeReturnPath(values.redirectTo, context.config.SITE_URL) ?? "/admin";
    // The password was right; an account with two-factor sign-in continues with its code (the library
    // set a short-lived two_factor cookie instead of a session).
    if (result.body?.twoFactorRedirect) {
      return redirect(twoFactorStepUrl(target), { headers: withCookies(result.cookies) });
    }
    return redirect(target, { headers: withCookies(result.cookies) });
  }
  context.log.info({ status: result.status, code: result.body?.code }, "staff sign-in refused");
  return data<LoginActionData>(
    { formError: result.body?.message || t("auth.error.unexpected"), email: parsed.data.email },
    refusalInit(result, result.status >= 500 ? 500 : 401),
  );
}

// With script, posts go through the form layer: every refusal (a throttle, a lost connection, the HTTP
// server's 403 or 413) shows in the form's alert, with what was typed kept.
export const clientAction = (args: Route.ClientActionArgs) => submitWithRefusals(args);

export default function LoginPage() {
  const t = useMessages(authMessages);
  const actionData = useActionData<typeof action>() as LoginActionData | undefined;
  const navigation = useNavigation();
  const [searchParams] = useSearchParams();
  const { errors, onSubmit } = useAuthValidation(loginSchema, actionData?.errors);
  const pending = navigation.state !== "idle" && navigation.formMethod === "POST";
  const redirectTo = searchParams.get("redirectTo") ?? "";

  return (
    <AuthCard title={t("auth.login.title")} intro={t("auth.login.intro")}>
      <Form method="post" noValidate onSubmit={onSubmit} className="space-y-5">
        {actionData?.formError ? <FormAlert tone="error">{actionData.formError}</FormAlert> : null}
        <input type="hidden" name="redirectTo" value={redirectTo} />
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
        <InputField
          id="field-password"
          name="password"
          tone={STAFF_TONE}
          type="password"
          label={t("auth.field.password")}
          autoComplete="current-password"
          required
          error={errors.password}
        />
        <SubmitButton pending={pending} label={t("auth.login.submit")} pendingLabel={t("auth.login.submitting")} />
        <p className="text-center text-sm">
          <Link to="/forgot-password" className="text-stone-700 underline underline-offset-4 hover:text-stone-950">
            {t("auth.login.forgot")}
          </Link>
        </p>
      </Form>
    </AuthCard>
  );
}
