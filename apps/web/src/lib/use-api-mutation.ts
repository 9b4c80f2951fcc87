import { useMutation } from '@tanstack/react-query';
import type { FormInstance } from 'antd';
import type { NamePath } from 'antd/es/form/interface';
import { ApiError, ServiceRefusal } from './api-client.ts';
import { useMessage } from './message.tsx';

/**
 * What the guest reads when a call fails, on one path for both ways it can fail: our envelope saying
 * no (`success: false`, or a ServiceRefusal thrown by `dataOf`) shows its message, else `fallback`;
 * any other ApiError has been told by the client already (the catalogue's red message, or 登录超时 in
 * the login modal), so nothing more is said; anything else is a bug, and the guest reads `fallback`.
 */
function failureText(error: unknown, fallback: string): string | undefined {
  if (error instanceof ServiceRefusal) return error.message || fallback;
  if (error instanceof ApiError) return undefined;
  return fallback;
}

/** Whether the form shows the field now (a field not rendered could not show a message). */
function isOnForm(form: FormInstance, field: NamePath): boolean {
  const path = (Array.isArray(field) ? field : [field]).join('.');
  return form.getFieldsError().some(({ name }) => name.join('.') === path);
}

/** What every call of the API client resolves to: our envelope, saying yes or no. */
interface Answer {
  success: boolean;
  statusCode: number;
  message: string;
}

/** The answer that said yes: the success side of the client's result (or the whole, for a `dataOf` call). */
type Accepted<R> = [Extract<R, { success: true }>] extends [never] ? R : Extract<R, { success: true }>;

export interface ApiMutationOptions<V, R extends Answer> {
  /** The call, one of a feature's API functions (it resolves to the envelope). */
  call: (variables: V) => Promise<R>;
  /** Said when the service refuses without a message of its own, or the call breaks (稍后再试 …). */
  fallback: string;
  /** The service answered, yes or no (not called when no answer came): the Idempotency-Key is renewed here. */
  onAnswer?: () => void;
  /** The form whose fields a refusal may be about. */
  form?: FormInstance;
  /** The field a refusal is about (验证码错误: the code): its message shows there instead of as a toast. */
  fieldOf?: (message: string) => NamePath | undefined;
  /** Where a failure is shown instead of a toast (the discount code's own line). */
  onFailure?: (message: string) => void;
}

/**
 * A call that changes something (log in, book, pay, cancel …) as a TanStack mutation whose failures
 * take one path: at the form field the refusal is about, else through `onFailure`, else as a red
 * toast. `run` resolves to the accepted answer, or to undefined once the failure has been shown, so
 * a caller only writes what happens on success.
 */
export function useApiMutation<V, R extends Answer>(options: ApiMutationOptions<V, R>) {
  const message = useMessage();
  const { call, fallback, onAnswer, form, fieldOf, onFailure } = options;
  const mutation = useMutation({
    mutationFn: async (variables: V): Promise<Accepted<R>> => {
      const result = await call(variables);
      onAnswer?.();
      if (!result.success) throw new ServiceRefusal(result.message || fallback, result.statusCode);
      return result as Accepted<R>;
    },
  });

  const show = (text: string, shownBy: ((message: string) => void) | undefined) => {
    const field = fieldOf?.(text);
    if (form && field !== undefined && isOnForm(form, field)) {
      form.setFields([{ name: field, errors: [text] }]);
      form.focusField(field);
    } else if (shownBy) shownBy(text);
    else message.error(text);
  };

  /** Calls; an `onFailure` given here shows this call's failure in a place of its own. */
  const run = async (
    variables: V,
    overrides?: { onFailure?: ((message: string) => void) | undefined },
  ): Promise<Accepted<R> | undefined> => {
    try {
      return await mutation.mutateAsync(variables);
    } catch (error) {
      const text = failureText(error, fallback);
      if (text !== undefined) show(text, overrides?.onFailure ?? onFailure);
      return undefined;
    }
  };

  return { run, pending: mutation.isPending };
}

// ---- forms checked on submit, one problem at a time ----
// The spec's forms say nothing while the guest types; on submit they show the first problem in the
// order of section 5, at its field, and a field the guest changes drops its message. antd checks
// every field on submit, so the forms send both onFinish and onFinishFailed to their submit, which
// starts with `checkInOrder`. Such a form has validateTrigger={false} and `onValuesChange` below.

function hasPath(value: unknown, path: readonly PropertyKey[]): boolean {
  let current = value;
  for (const key of path) {
    if (typeof current !== 'object' || current === null || !(key in current)) return false;
    current = (current as Record<PropertyKey, unknown>)[key];
  }
  return true;
}

/** Takes every message off a form's fields. */
export function clearProblems(form: FormInstance): void {
  const shown = form.getFieldsError().filter(({ errors }) => errors.length > 0);
  if (shown.length > 0) form.setFields(shown.map(({ name }) => ({ name, errors: [] })));
}

/**
 * Checks the fields in `order` one at a time and stops at the first with a problem: only that field
 * shows its message, and it gets the focus. True when every field passes.
 */
export async function checkInOrder(form: FormInstance, order: readonly NamePath[]): Promise<boolean> {
  clearProblems(form);
  for (const name of order) {
    try {
      await form.validateFields([name]);
    } catch {
      form.focusField(name);
      return false;
    }
  }
  return true;
}

/** A form's `onValuesChange`: the fields the guest just changed drop their messages. */
export function forgetChanged(form: FormInstance, changed: object): void {
  const stale = form
    .getFieldsError()
    .filter(({ name, errors }) => errors.length > 0 && hasPath(changed, name));
  if (stale.length > 0) form.setFields(stale.map(({ name }) => ({ name, errors: [] })));
}
