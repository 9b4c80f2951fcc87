import { paths } from '../../config/paths.ts';

interface MenuItem {
  label: string;
  to: string;
}

/** Main menu of section 2; the single-hotel menu is the same list. */
export const MAIN_MENU: readonly MenuItem[] = [
  { label: '在线预订', to: paths.hotels },
  { label: '集团介绍', to: paths.aboutUs },
  { label: '品牌介绍', to: paths.brand },
  { label: '新闻中心', to: paths.news },
  { label: '加盟合作', to: paths.joinIn },
];
