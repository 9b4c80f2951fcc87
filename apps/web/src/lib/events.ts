/** A tiny typed event bus for app-wide requests that have no common parent (e.g. "open the login modal"). */
export interface AppEvents {
  /**
   * Ask the shell to open the login modal; `reason` is shown to the user when given (e.g. 登录超时).
   * `onLoggedIn` runs once the member has logged in through this opening (not when it is closed),
   * so what asked for the login carries on (the 预订 that needed it).
   */
  'login-modal': { reason?: string; onLoggedIn?: () => void };
  /** Ask the shell to offer login or registration (the register route when not logged in). */
  'login-or-register': Record<string, never>;
}

type Handler<K extends keyof AppEvents> = (payload: AppEvents[K]) => void;

const handlers: { [K in keyof AppEvents]?: Set<Handler<K>> } = {};

function handlersOf<K extends keyof AppEvents>(type: K): Set<Handler<K>> {
  const existing = handlers[type] as Set<Handler<K>> | undefined;
  if (existing) return existing;
  const created = new Set<Handler<K>>();
  (handlers as Record<K, Set<Handler<K>>>)[type] = created;
  return created;
}

/** Subscribes to an event; returns the unsubscribe function (handy as a useEffect clean-up). */
export function onEvent<K extends keyof AppEvents>(type: K, handler: Handler<K>): () => void {
  const set = handlersOf(type);
  set.add(handler);
  return () => {
    set.delete(handler);
  };
}

export function emitEvent<K extends keyof AppEvents>(type: K, payload: AppEvents[K]): void {
  for (const handler of [...handlersOf(type)]) handler(payload);
}
