/**
 * Submit buttons show their spinner only when a call takes this long: a quick answer does not
 * flicker, and the button keeps its name (登录, 保存 …) meanwhile.
 */
export const SPINNER_AFTER = { delay: 300 } as const;
