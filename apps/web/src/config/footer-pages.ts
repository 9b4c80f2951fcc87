import type { FooterNavName } from '@hotel/shared/constants';

/** Names of the footer information pages (route titles and footer links). */
export const FOOTER_PAGE_TITLES: Record<FooterNavName, string> = {
  joinFelton: '加入我们',
  privacyPolicy: '隐私政策',
  personalAndPropertySafety: '人身及财产安全',
  websiteTermsOfUse: '网站使用条款',
  contactUs: '联系我们',
  careerDevelop: '职业发展',
};
