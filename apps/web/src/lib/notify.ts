import { isServer } from './render-environment.ts';
import type { Toast, ToastKind } from './toast.ts';

/**
 * Toast messages from outside React (the API client, route loaders). The App component hands in
 * its themed toasts once mounted (providers.tsx); what is said before that (a loader failing
 * before the first render) waits and shows then.
 */
let current: Toast | undefined;
const early: { kind: ToastKind; text: string }[] = [];

export function setNotifier(notifier: Toast | undefined): void {
  current = notifier;
  if (notifier) for (const { kind, text } of early.splice(0)) notifier[kind](text);
}

export const notify: Toast = {
  error: (text) => show('error', text),
  warning: (text) => show('warning', text),
  success: (text) => show('success', text),
  info: (text) => show('info', text),
};

/** A page rendered on the server has no one to toast; its failures show as the page's states. */
function show(kind: ToastKind, text: string): void {
  if (isServer) return;
  if (current) current[kind](text);
  else early.push({ kind, text });
}
