/** Below 768 px the side menu becomes a drawer and the header keeps only icons. */
export const PHONE_QUERY = '(max-width: 767.98px)';

/** Width of the side menu on desktops. */
export const SIDER_WIDTH = 208;

export const APP_TITLE = '光影酒店集团 · 管理后台';
