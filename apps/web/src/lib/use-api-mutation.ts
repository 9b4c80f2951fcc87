import { useMutation } from '@tanstack/react-query';
import type { FormInstance } from 'antd';
import type { NamePath } from 'antd/es/form/interface';
import { ApiError } from './api-client.ts';
import { useMessage } from './message.tsx';

/**
 * What the guest reads when a call fails: a refusal the client left to the screen shows its message;
 * a failure the client has told already (the catalogue's red message, or 登录超时 in the login
 * modal) gets nothing more; anything else is a bug, and the guest reads `fallback`.
 */
function failureText(error: unknown, fallback: string): string | undefined {
  if (!(error instanceof ApiError)) return fallback;
  return error.shown ? undefined : error.message || fallback;
}

/** Whether the form shows the field now (a field not rendered could not show a message). */
function isOnForm(form: FormInstance, field: NamePath): boolean {
  const path = (Array.isArray(field) ? field : [field]).join('.');
  return form.getFieldsError().some(({ name }) => name.join('.') === path);
}

export interface ApiMutationOptions<V, R> {
  /** The call, one of a feature's API functions (it resolves to the answer that said yes). */
  call: (variables: V) => Promise<R>;
  /** Said when the call breaks in an unforeseen way (稍后再试 …). */
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
 * toast. `run` resolves to the answer, or to undefined once the failure has been shown, so a caller
 * only writes what happens on success.
 */
export function useApiMutation<V, R>(options: ApiMutationOptions<V, R>) {
  const message = useMessage();
  const { call, fallback, onAnswer, form, fieldOf, onFailure } = options;
  const mutation = useMutation({
    mutationFn: async (variables: V): Promise<R> => {
      try {
        const answer = await call(variables);
        onAnswer?.();
        return answer;
      } catch (error) {
        if (error instanceof ApiError && error.refused) onAnswer?.();
        throw error;
      }
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
  ): Promise<R | undefined> => {
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
