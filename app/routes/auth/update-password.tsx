// /update-password: opened from the reset e-mail (?token=...), or by a signed-in member of staff who
// knows their current password. After success it goes on to /login after 2 seconds.
import { useEffect } from "react";
import { data, Form, Link, useActionData, useLoaderData, useNavigate, useNavigation } from "react-router";
import { fieldErrorsOf, formValues } from "~/features/forms/field-errors";
import { InputField } from "~/features/forms/fields";
import { FormAlert } from "~/features/forms/form-alert";
import { readFormData } from "~/features/forms/read-form.server";
import { STAFF_TONE } from "~/features/forms/staff-field-tones";
import { submitWithRefusals } from "~/features/forms/submit-with-refusals";
import { getStaffAuth, rememberDeviceCookie, resetLinkAccountEmail } from "~/features/staff/auth.server";
import { changePasswordSchema, resetPasswordSchema } from "~/features/staff/auth-forms";
import { callAuthEndpoint, refusalInit, withCookies } from "~/features/staff/auth-request.server";
import { AuthCard, SubmitButton, useAuthValidation } from "~/features/staff/auth-ui";
import { STAFF_PAGE_HEADERS, staffMeta } from "~/features/staff/staff-meta";
import { PASSWORD_RESET, STAFF_PASSWORD } from "~/features/staff/staff-policy";
import { getStaffSession, isSameOriginRequest } from "~/features/staff/staff-session.server";
import { authMessages } from "~/i18n/messages/en/auth";
import { translate, useMessages } from "~/i18n/translate";
import type { Route } from "./+types/update-password";

export const meta: Route.MetaFunction = () => staffMeta(translate(authMessages, "auth.update.metaTitle"));
export const headers: Route.HeadersFunction = ({ actionHeaders }) => {
  const headers = new Headers(STAFF_PAGE_HEADERS);
  // Without JavaScript the browser itself follows this after the success message has been read.
  const refresh = actionHeaders.get("Refresh");
  if (refresh) headers.set("Refresh", refresh);
  return headers;
};

type Mode = "reset" | "change" | "invalid";

const TOKEN_PATTERN = /^[\w-]{10,200}$/;

async function isUsableResetToken(context: Route.LoaderArgs["context"], token: string): Promise<boolean> {
  if (!TOKEN_PATTERN.test(token)) return false;
  const auth = await getStaffAuth(context);
  const internal = await auth.$context;
  const verification = await internal.internalAdapter.findVerificationValue(`reset-password:${token}`);
  return Boolean(verification && verification.expiresAt > new Date());
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("token");
  if (token) {
    const mode: Mode = (await isUsableResetToken(context, token)) ? "reset" : "invalid";
    return { mode, token: mode === "reset" ? token : "" };
  }
  const session = await getStaffSession(request, context);
  return { mode: (session ? "change" : "invalid") as Mode, token: "" };
}

interface UpdateActionData {
  errors?: Record<string, string>;
  formError?: string;
  invalidLink?: boolean;
  success?: boolean;
}

export async function action({ request, context }: Route.ActionArgs) {
  const t = (id: keyof typeof authMessages & string) => translate(authMessages, id);
  if (!isSameOriginRequest(request, context.config)) {
    return data<UpdateActionData>({ formError: t("auth.error.crossSite") }, { status: 403 });
  }
  const values = formValues(await readFormData(request));
  const success = (cookies: string[] = []) =>
    data<UpdateActionData>(
      { success: true },
      {
        headers: withCookies(cookies, new Headers({ Refresh: `${PASSWORD_RESET.redirectDelayMs / 1000}; url=/login` })),
      },
    );

  if (values.token) {
    const parsed = resetPasswordSchema.safeParse(values);
    if (!parsed.success) return data<UpdateActionData>({ errors: fieldErrorsOf(parsed.error) }, { status: 400 });
    const email = TOKEN_PATTERN.test(parsed.data.token)
      ? await resetLinkAccountEmail(context, parsed.data.token)
      : null;
    const result = await callAuthEndpoint(request, context, "/reset-password", {
      newPassword: parsed.data.newPassword,
      token: parsed.data.token,
    });
    if (result.ok) {
      context.log.info("staff password reset");
      const knownDevice = email ? [await rememberDeviceCookie(context, request.headers.get("cookie"), email)] : [];
      return success(knownDevice);
    }
    if (result.body?.code === "INVALID_TOKEN") {
      return data<UpdateActionData>({ formError: t("auth.update.invalidLink"), invalidLink: true }, { status: 400 });
    }
    return data<UpdateActionData>(
      { formError: result.body?.message || t("auth.error.unexpected") },
      refusalInit(result, 400),
    );
  }

  const session = await getStaffSession(request, context);
  if (!session) {
    return data<UpdateActionData>({ formError: t("auth.update.invalidLink"), invalidLink: true }, { status: 401 });
  }
  const parsed = changePasswordSchema.safeParse(values);
  if (!parsed.success) return data<UpdateActionData>({ errors: fieldErrorsOf(parsed.error) }, { status: 400 });
  const result = await callAuthEndpoint(request, context, "/change-password", {
    currentPassword: parsed.data.currentPassword,
    newPassword: parsed.data.newPassword,
    revokeOtherSessions: true,
  });
  if (result.ok) {
    context.log.info({ staffId: session.staff.id }, "staff password changed");
    return success(result.cookies);
  }
  const message =
    result.body?.code === "INVALID_PASSWORD" ? "Your current password is not correct." : result.body?.message;
  return data<UpdateActionData>(
    { errors: { currentPassword: message || t("auth.error.unexpected") } },
    refusalInit(result, 400),
  );
}

// With script, posts go through the form layer: every refusal (a throttle, a lost connection, the HTTP
// server's 403 or 413) shows in the form's alert, with what was typed kept.
export const clientAction = (args: Route.ClientActionArgs) => submitWithRefusals(args);

export default function UpdatePasswordPage() {
  const t = useMessages(authMessages);
  const { mode, token } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>() as UpdateActionData | undefined;
  const navigation = useNavigation();
  const navigate = useNavigate();
  const schema = mode === "change" ? changePasswordSchema : resetPasswordSchema;
  const { errors, onSubmit } = useAuthValidation(schema, actionData?.errors);
  const pending = navigation.state !== "idle" && navigation.formMethod === "POST";

  useEffect(() => {
    if (!actionData?.success) return;
    const timer = setTimeout(() => navigate("/login"), PASSWORD_RESET.redirectDelayMs);
    return () => clearTimeout(timer);
  }, [actionData?.success, navigate]);

  if (actionData?.success) {
    return (
      <AuthCard title={t("auth.update.title")}>
        <FormAlert tone="success">
          <p className="font-semibold">{t("auth.update.success")}</p>
          <p className="mt-1">{t("auth.update.redirecting")}</p>
        </FormAlert>
        <p className="mt-5 text-center text-sm">
          <Link to="/login" className="text-stone-700 underline underline-offset-4 hover:text-stone-950">
            {t("auth.update.goToLogin")}
          </Link>
        </p>
      </AuthCard>
    );
  }

  if (mode === "invalid" || actionData?.invalidLink) {
    return (
      <AuthCard title={t("auth.update.title")}>
        <FormAlert tone="error">{t("auth.update.invalidLink")}</FormAlert>
        <p className="mt-4 text-sm text-stone-700">
          {t("auth.update.invalidLinkDetail", { minutes: Math.round(PASSWORD_RESET.tokenLifetimeSeconds / 60) })}
        </p>
        <p className="mt-5 text-center text-sm">
          <Link to="/forgot-password" className="text-stone-700 underline underline-offset-4 hover:text-stone-950">
            {t("auth.update.requestNewLink")}
          </Link>
        </p>
      </AuthCard>
    );
  }

  return (
    <AuthCard title={t("auth.update.title")} intro={t("auth.update.intro")}>
      <Form method="post" noValidate onSubmit={onSubmit} className="space-y-5">
        {actionData?.formError ? <FormAlert tone="error">{actionData.formError}</FormAlert> : null}
        {mode === "reset" ? <input type="hidden" name="token" value={token} /> : null}
        {mode === "change" ? (
          <InputField
            id="field-currentPassword"
            name="currentPassword"
            tone={STAFF_TONE}
            type="password"
            label={t("auth.field.currentPassword")}
            autoComplete="current-password"
            required
            error={errors.currentPassword}
          />
        ) : null}
        <InputField
          id="field-newPassword"
          name="newPassword"
          tone={STAFF_TONE}
          type="password"
          label={t("auth.field.newPassword")}
          autoComplete="new-password"
          required
          minLength={STAFF_PASSWORD.minLength}
          hint={t("auth.field.passwordHint", { min: STAFF_PASSWORD.minLength })}
          error={errors.newPassword}
        />
        <InputField
          id="field-confirmPassword"
          name="confirmPassword"
          tone={STAFF_TONE}
          type="password"
          label={t("auth.field.confirmPassword")}
          autoComplete="new-password"
          required
          error={errors.confirmPassword}
        />
        <SubmitButton pending={pending} label={t("auth.update.submit")} pendingLabel={t("auth.update.submitting")} />
      </Form>
    </AuthCard>
  );
}
